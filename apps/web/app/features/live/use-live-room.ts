import type { LiveDetailView, LivePinView } from '@cho-dep/api/live/live-view-schemas';
import { LIVE_CLIENT_EVENTS, LIVE_SERVER_EVENTS } from '@cho-dep/core/live/live-events';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useRealtimeEvent, useRealtimeSocket } from '../realtime/realtime-provider';

/**
 * The live's room on the page's socket (signed-in viewers): joins it while on air (again after a
 * reconnect), follows the viewer count and the pinned product, and reloads the page when the
 * live starts or ends so it switches to the video or the replay.
 */
export function useLiveRoom(live: LiveDetailView) {
  const socket = useRealtimeSocket();
  const revalidator = useRevalidator();
  const [viewers, setViewers] = useState(live.viewers);
  const [pin, setPin] = useState(live.pin);

  useEffect(() => {
    if (!socket || (live.state !== 'live' && live.state !== 'scheduled')) return;
    const join = () => socket.emit(LIVE_CLIENT_EVENTS.join, { liveId: live.id });
    join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      socket.emit(LIVE_CLIENT_EVENTS.leave, { liveId: live.id });
    };
  }, [socket, live.id, live.state]);

  useRealtimeEvent<{ liveId: string; viewers: number }>(LIVE_SERVER_EVENTS.viewers, (event) => {
    if (event.liveId === live.id) setViewers(event.viewers);
  });
  useRealtimeEvent<{ liveId: string; pin: LivePinView | null }>(LIVE_SERVER_EVENTS.pin, (event) => {
    if (event.liveId === live.id) setPin(event.pin);
  });
  useRealtimeEvent<{ liveId: string }>(LIVE_SERVER_EVENTS.state, (event) => {
    if (event.liveId === live.id) void revalidator.revalidate();
  });
  return { viewers, pin };
}
