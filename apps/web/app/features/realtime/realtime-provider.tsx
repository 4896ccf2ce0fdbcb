import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';

const RealtimeContext = createContext<Socket | null>(null);

/**
 * One socket per signed-in page, opened after the page is interactive and closed at logout.
 * WebSocket only: long-polling would need sticky sessions behind a load balancer (README).
 * Socket.IO reconnects by itself and, after a short drop, replays what was missed
 * (connection state recovery); after a longer one, screens refetch through the API.
 * The socket names this browser's device, and the page reports whether it is in front of the
 * member (presence), both for as long as someone is signed in.
 * The Socket.IO client and the presence reporter load only then: a visitor who is not signed
 * in (most first visits, and what search engines see) never downloads them.
 */
export function RealtimeProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const [socket, setSocket] = useState<Socket | null>(null);
  useEffect(() => {
    if (!userId) return;
    let closed = false;
    let stop = () => {};
    // The device id's module loads with the socket's: the first visit does not carry it.
    void Promise.all([
      import('socket.io-client'),
      import('./presence-reporting'),
      import('../../lib/tracking/device-id'),
    ]).then(([{ io }, { startPresenceReporting }, { browserDeviceId }]) => {
      if (closed) return;
      const next = io({
        path: '/socket.io',
        transports: ['websocket'],
        withCredentials: true,
        auth: { deviceId: browserDeviceId() },
      });
      setSocket(next);
      const stopReporting = startPresenceReporting();
      stop = () => {
        stopReporting();
        next.close();
      };
    });
    return () => {
      closed = true;
      stop();
      setSocket(null);
    };
  }, [userId]);
  return <RealtimeContext.Provider value={socket}>{children}</RealtimeContext.Provider>;
}

/** The page's socket, or null for a visitor who is not signed in (and during the first render). */
export function useRealtimeSocket(): Socket | null {
  return useContext(RealtimeContext);
}

/**
 * Calls `handler` for each `event` the server sends this page (names in SERVER_EVENTS). The
 * latest handler is used without re-subscribing, so callers may pass an inline function.
 */
export function useRealtimeEvent<T>(event: string, handler: (data: T) => void): void {
  const socket = useRealtimeSocket();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = (data: T) => latest.current(data);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
