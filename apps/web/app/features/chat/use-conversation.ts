import { CHAT_LIMITS } from '@cho-dep/core/chat/chat-limits';
import type { ChatSide } from '@cho-dep/core/chat/chat-schemas';
import { SERVER_EVENTS } from '@cho-dep/core/realtime/realtime-events';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQuery, useQueryClient } from '../../lib/query-cache';
import { useRealtimeEvent, useRealtimeSocket } from '../realtime/realtime-provider';
import { CHAT_PATH, getMessages, getRoom, markRead, RED_DOT_PATH, ROOM_PATH } from './chat-api';
import type { ChatMessage, ChatMessageEvent, ChatTypingEvent, RoomStateEvent } from './chat-types';
import { mergeMessages, otherSideState } from './message-list-state';
import { TYPING_SHOWN_MS } from './typing-throttle';

const CATCH_UP_PAGE = 100;

/**
 * One conversation's messages as the database has them: the last page first, older pages as
 * the reader scrolls up, new ones live from the socket, and after a reconnect whatever came
 * meanwhile (after= the last seq seen), each message once. Reading is reported while the
 * conversation is on screen; the other side's ticks and typing come from the socket.
 * Mount it keyed by room: nothing of one room may leak into the next.
 */
export function useConversation(roomId: string, side: ChatSide, visible: boolean) {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();
  const room = useQuery({
    queryKey: [ROOM_PATH, { id: roomId, side }],
    queryFn: () => getRoom(roomId, side),
  });
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [other, setOther] = useState({ readSeq: 0, deliveredSeq: 0 });
  const [otherTyping, setOtherTyping] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const lastSeq = useRef(0);
  lastSeq.current = messages.at(-1)?.seq ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (the retry button) loads again.
  useEffect(() => {
    let stale = false;
    setStatus('loading');
    getMessages(roomId, side, { limit: CHAT_LIMITS.historyPageSize }).then(
      (page) => {
        if (stale) return;
        setMessages((current) => mergeMessages(current, page.items));
        setHasOlder(page.hasOlder);
        setStatus('ready');
      },
      () => !stale && setStatus('error'),
    );
    return () => {
      stale = true;
    };
  }, [roomId, side, attempt]);

  useEffect(() => {
    const data = room.data;
    if (!data) return;
    setOther((prev) => ({
      readSeq: Math.max(prev.readSeq, data.otherReadSeq),
      deliveredSeq: Math.max(prev.deliveredSeq, data.otherDeliveredSeq),
    }));
  }, [room.data]);

  const loadOlder = useCallback(async () => {
    const first = messages[0]?.seq;
    if (!hasOlder || loadingOlder || first === undefined) return;
    setLoadingOlder(true);
    try {
      const page = await getMessages(roomId, side, { before: first, limit: CHAT_LIMITS.historyPageSize });
      // On screen before this promise settles: the column puts the reader's message back where it
      // was right then, and a render left for later would find nothing to measure against.
      flushSync(() => {
        setMessages((current) => mergeMessages(current, page.items));
        setHasOlder(page.hasOlder);
        setLoadingOlder(false);
      });
    } finally {
      setLoadingOlder(false);
    }
  }, [messages, hasOlder, loadingOlder, roomId, side]);

  /** Whatever was stored while the socket was away, from the last seq seen on. */
  const catchUp = useCallback(async () => {
    let after = lastSeq.current;
    if (after === 0) return;
    // Page by page from the last seq seen, while full pages come back.
    for (;;) {
      const page = await getMessages(roomId, side, { after, limit: CATCH_UP_PAGE });
      setMessages((current) => mergeMessages(current, page.items));
      const last = page.items.at(-1)?.seq;
      if (page.items.length < CATCH_UP_PAGE || last === undefined) break;
      after = last;
    }
    void queryClient.invalidateQueries({ queryKey: [ROOM_PATH] });
  }, [roomId, side, queryClient]);

  useEffect(() => {
    if (!socket) return;
    const onConnect = () => void catchUp().catch(() => {});
    socket.on('connect', onConnect);
    return () => {
      socket.off('connect', onConnect);
    };
  }, [socket, catchUp]);

  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  useRealtimeEvent<ChatMessageEvent>(SERVER_EVENTS.chatMessage, (event) => {
    if (event.roomId !== roomId) return;
    setMessages((current) => mergeMessages(current, [event.message]));
    if (event.message.senderSide !== side) setOtherTyping(false);
  });
  useRealtimeEvent<RoomStateEvent>(SERVER_EVENTS.chatRoom, (event) => {
    if (event.roomId !== roomId) return;
    const state = otherSideState(event, side);
    setOther((prev) => ({
      readSeq: Math.max(prev.readSeq, state.readSeq),
      deliveredSeq: Math.max(prev.deliveredSeq, state.deliveredSeq),
    }));
  });
  useRealtimeEvent<ChatTypingEvent>(SERVER_EVENTS.chatTyping, (event) => {
    if (event.roomId !== roomId || event.side === side) return;
    setOtherTyping(event.typing);
    clearTimeout(typingTimer.current);
    if (event.typing) typingTimer.current = setTimeout(() => setOtherTyping(false), TYPING_SHOWN_MS);
  });

  // Reading: while the conversation is on screen and the tab is in front, everything the
  // other side sent up to the last seq is read (once per new seq).
  const readSent = useRef(0);
  const [pageVisible, setPageVisible] = useState(true);
  useEffect(() => {
    const update = () => setPageVisible(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  const lastFromOther = messages.findLast((m) => m.senderSide !== side)?.seq ?? 0;
  const unreadOnOpen = (room.data?.unread ?? 0) > 0 || room.data?.markedUnread === true;
  useEffect(() => {
    if (!visible || !pageVisible || status !== 'ready') return;
    const seq = lastSeq.current;
    const needed = lastFromOther > readSent.current || (unreadOnOpen && readSent.current === 0);
    if (!needed || seq === 0) return;
    readSent.current = seq;
    markRead(roomId, side, seq).then(
      () => {
        void queryClient.invalidateQueries({ queryKey: [RED_DOT_PATH] });
        void queryClient.invalidateQueries({ queryKey: [CHAT_PATH] });
      },
      () => {
        readSent.current = 0;
      },
    );
  }, [visible, pageVisible, status, lastFromOther, unreadOnOpen, roomId, side, queryClient]);

  const addStored = useCallback((message: ChatMessage) => {
    setMessages((current) => mergeMessages(current, [message]));
  }, []);

  return {
    room,
    messages,
    hasOlder,
    status,
    loadingOlder,
    loadOlder,
    other,
    otherTyping,
    addStored,
    retryLoad: () => setAttempt((n) => n + 1),
  };
}
