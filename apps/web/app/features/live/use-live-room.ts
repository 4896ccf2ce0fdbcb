import type { LiveDetailView, LivePinView } from '@cho-dep/api/live/live-view-schemas';
import { LIVE_CLIENT_EVENTS, LIVE_SERVER_EVENTS } from '@cho-dep/core/live/live-events';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { call, client } from '../../lib/api-fetch';
import { useRealtimeEvent, useRealtimeSocket } from '../realtime/realtime-provider';
import { addMessage, type LiveMessage, mergeMessages, withoutUser } from './live-chat-messages';

interface JoinAck {
  ok: boolean;
  viewers?: number;
  pin?: LivePinView | null;
  messages?: LiveMessage[];
  muted?: boolean;
}

/**
 * The live's room on the page's socket: joins it while the chat is open (waiting room and on
 * air, again after a reconnect), follows the viewer count, the pinned product, the chat (its
 * latest messages from the join, then each new or deleted one) and the hearts others send, and
 * reloads the page when the live starts or ends so it switches to the video or the replay.
 * Without a socket (a visitor not signed in) the latest messages come once from the API.
 */
export function useLiveRoom(live: LiveDetailView, userId: string | null) {
  const socket = useRealtimeSocket();
  const revalidator = useRevalidator();
  const [viewers, setViewers] = useState(live.viewers);
  const [pin, setPin] = useState(live.pin);
  const [messages, setMessages] = useState<LiveMessage[]>([]);
  const [muted, setMuted] = useState(false);
  /** Hearts from the room since the page opened; each change floats the difference. */
  const [hearts, setHearts] = useState(0);
  const open = live.state === 'live' || live.state === 'scheduled';

  useEffect(() => {
    if (!socket || !open) return;
    const join = () =>
      socket.emit(LIVE_CLIENT_EVENTS.join, { liveId: live.id }, (ack: JoinAck) => {
        if (!ack.ok) return;
        if (ack.viewers !== undefined) setViewers(ack.viewers);
        if (ack.pin !== undefined) setPin(ack.pin);
        setMessages((list) => mergeMessages(list, ack.messages ?? []));
        setMuted(ack.muted ?? false);
      });
    join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      socket.emit(LIVE_CLIENT_EVENTS.leave, { liveId: live.id });
    };
  }, [socket, live.id, open]);

  useEffect(() => {
    if (socket || !open) return;
    let gone = false;
    call(client.GET('/api/v1/lives/{id}/messages', { params: { path: { id: live.id } } }))
      .then((answer) => {
        if (!gone) setMessages((list) => mergeMessages(list, answer.data));
      })
      // The chat then starts empty; nothing else on the page depends on it.
      .catch(() => {});
    return () => {
      gone = true;
    };
  }, [socket, live.id, open]);

  const mine =
    <T extends { liveId: string }>(handler: (data: T) => void) =>
    (data: T) => {
      if (data.liveId === live.id) handler(data);
    };
  useRealtimeEvent(
    LIVE_SERVER_EVENTS.viewers,
    mine<{ liveId: string; viewers: number }>((event) => setViewers(event.viewers)),
  );
  useRealtimeEvent(
    LIVE_SERVER_EVENTS.pin,
    mine<{ liveId: string; pin: LivePinView | null }>((event) => setPin(event.pin)),
  );
  useRealtimeEvent(
    LIVE_SERVER_EVENTS.state,
    mine(() => void revalidator.revalidate()),
  );
  useRealtimeEvent(
    LIVE_SERVER_EVENTS.message,
    mine<{ liveId: string; message: LiveMessage }>((event) =>
      setMessages((list) => addMessage(list, event.message)),
    ),
  );
  useRealtimeEvent(
    LIVE_SERVER_EVENTS.messageDeleted,
    mine<{ liveId: string; messageId: string }>((event) =>
      setMessages((list) => list.filter((m) => m.id !== event.messageId)),
    ),
  );
  useRealtimeEvent(
    LIVE_SERVER_EVENTS.muted,
    mine<{ liveId: string; userId: string }>((event) => {
      setMessages((list) => withoutUser(list, event.userId));
      if (event.userId === userId) setMuted(true);
    }),
  );
  useRealtimeEvent(
    LIVE_SERVER_EVENTS.hearts,
    mine<{ liveId: string; count: number }>((event) => setHearts((n) => n + event.count)),
  );

  return {
    viewers,
    pin,
    messages,
    muted,
    hearts,
    socket,
    /** One's own message, shown at once from the send's answer (the room's echo is then skipped). */
    addOwn: (message: LiveMessage) => setMessages((list) => addMessage(list, message)),
  };
}
