import { CLIENT_EVENTS, type PresencePayload, SERVER_EVENTS } from '@cho-dep/core/realtime/realtime-events';
import { useEffect, useState } from 'react';
import { useQuery } from '../../lib/query-cache';
import { useRealtimeEvent, useRealtimeSocket } from '../realtime/realtime-provider';
import { PRESENCE_PATH, presenceOf } from './chat-api';

/**
 * Whether the other side is here now, or when they were last seen: asked once, then kept
 * current by the socket's 'presence' events for the members this page watches. Null when the
 * presence service cannot say: the line under the name is then left out, never guessed.
 */
export function usePresence(userId: string | undefined): PresencePayload | null {
  const socket = useRealtimeSocket();
  const first = useQuery({
    queryKey: [PRESENCE_PATH, { userIds: userId }],
    queryFn: () => presenceOf(userId ?? ''),
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
  const [live, setLive] = useState<PresencePayload | null>(null);
  useEffect(() => {
    if (!socket || !userId) return;
    const watch = () => socket.emit(CLIENT_EVENTS.presenceWatch, { userIds: [userId] });
    watch();
    socket.on('connect', watch);
    return () => {
      socket.off('connect', watch);
    };
  }, [socket, userId]);
  useRealtimeEvent<PresencePayload>(SERVER_EVENTS.presence, (event) => {
    if (event.userId === userId) setLive(event);
  });
  return live ?? first.data ?? null;
}
