import { LIVE_CLIENT_EVENTS, LIVE_SERVER_EVENTS } from '@cho-dep/core/live/live-events';
import { useCallback, useEffect, useState } from 'react';
import { useRealtimeEvent, useRealtimeSocket } from '../realtime/realtime-provider';
import {
  fetchFigures,
  type LiveFigures,
  type LiveMessage,
  type LivePin,
  type SellerLive,
} from './live-studio-api';

/** Figures are read again this often while the live is open (orders come from checkouts, not the socket). */
const FIGURES_POLL_MS = 4_000;

type LiveState = SellerLive['state'];
interface JoinAck {
  ok: boolean;
  messages?: LiveMessage[];
  pin?: LivePin | null;
  viewers?: number;
  viewerPeak?: number;
}

/**
 * What the studio follows of its live room (decision 063): the chat, the pin, the viewers and
 * hearts from the socket, the state changes, and the figures polled from the API.
 */
export function useStudioRoom(live: SellerLive & { messages: LiveMessage[] }) {
  const liveId = live.id;
  const socket = useRealtimeSocket();
  const [state, setState] = useState<LiveState>(live.state);
  const [messages, setMessages] = useState<LiveMessage[]>(live.messages);
  const [pin, setPin] = useState<LivePin | null>(live.pin);
  const [figures, setFigures] = useState<LiveFigures>(live.figures);
  const [hearts, setHearts] = useState(0);
  const open = state === 'scheduled' || state === 'live';

  useEffect(() => {
    if (!socket || !open) return;
    const join = () =>
      socket.emit(LIVE_CLIENT_EVENTS.join, { liveId }, (ack: JoinAck) => {
        if (!ack.ok) return;
        setMessages(ack.messages ?? []);
        if (ack.pin !== undefined) setPin(ack.pin);
      });
    join();
    // After a reconnect the room is joined again (the server forgets rooms with the socket).
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      socket.emit(LIVE_CLIENT_EVENTS.leave, { liveId });
    };
  }, [socket, liveId, open]);

  const refreshFigures = useCallback(async () => {
    try {
      setFigures((await fetchFigures(liveId)).data);
    } catch {
      // The next poll tries again; the figures shown stay as they were.
    }
  }, [liveId]);

  useEffect(() => {
    if (state !== 'live') return;
    const timer = setInterval(() => void refreshFigures(), FIGURES_POLL_MS);
    return () => clearInterval(timer);
  }, [state, refreshFigures]);

  const mine =
    <T extends { liveId: string }>(handler: (data: T) => void) =>
    (data: T) => {
      if (data.liveId === liveId) handler(data);
    };
  useRealtimeEvent(
    LIVE_SERVER_EVENTS.state,
    mine<{ liveId: string; state: LiveState }>((data) => {
      setState(data.state);
      void refreshFigures();
    }),
  );
  useRealtimeEvent(
    LIVE_SERVER_EVENTS.message,
    mine<{ liveId: string; message: LiveMessage }>((data) =>
      setMessages((list) => (list.some((m) => m.id === data.message.id) ? list : [...list, data.message])),
    ),
  );
  useRealtimeEvent(
    LIVE_SERVER_EVENTS.messageDeleted,
    mine<{ liveId: string; messageId: string }>((data) =>
      setMessages((list) => list.filter((m) => m.id !== data.messageId)),
    ),
  );
  useRealtimeEvent(
    LIVE_SERVER_EVENTS.pin,
    mine<{ liveId: string; pin: LivePin | null }>((data) => setPin(data.pin)),
  );
  useRealtimeEvent(
    LIVE_SERVER_EVENTS.viewers,
    mine<{ liveId: string; viewers: number; peak: number }>((data) =>
      setFigures((f) => ({ ...f, viewers: data.viewers, viewerPeak: Math.max(f.viewerPeak, data.peak) })),
    ),
  );
  useRealtimeEvent(
    LIVE_SERVER_EVENTS.hearts,
    mine<{ liveId: string; count: number }>((data) => setHearts((n) => n + data.count)),
  );

  return {
    state,
    setState,
    messages,
    removeMessage: (id: string) => setMessages((list) => list.filter((m) => m.id !== id)),
    pin,
    setPin,
    figures,
    hearts,
    refreshFigures,
  };
}
