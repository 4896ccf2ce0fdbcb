import type { ChatSide } from '@cho-dep/core/chat/chat-schemas';
import { CLIENT_EVENTS, SERVER_EVENTS } from '@cho-dep/core/realtime/realtime-events';
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '../../lib/query-cache';
import { useHydrated } from '../../lib/use-hydrated';
import { useRealtimeEvent, useRealtimeSocket } from '../realtime/realtime-provider';
import { CHAT_PATH, RED_DOT_PATH, redDot } from './chat-api';
import type { ChatMessageEvent } from './chat-types';
import { receiverOf } from './message-list-state';

/**
 * The red dot's number for one inbox (GET total-red-dot), asked again whenever the socket
 * says a message arrived or a room's reading state changed, and after a reconnect (events
 * may have been missed meanwhile).
 */
export function useRedDot(side: ChatSide, enabled = true): number {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  const count = useQuery({
    queryKey: [RED_DOT_PATH, { side }],
    queryFn: () => redDot(side),
    enabled,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [RED_DOT_PATH] });
    void queryClient.invalidateQueries({ queryKey: [CHAT_PATH] });
  };
  useRealtimeEvent(SERVER_EVENTS.chatMessage, refresh);
  useRealtimeEvent(SERVER_EVENTS.chatRoom, refresh);
  useEffect(() => {
    if (!socket) return;
    socket.io.on('reconnect', refresh);
    return () => {
      socket.io.off('reconnect', refresh);
    };
  });
  // The header button and the dock load after the page, one before the other: the later one
  // hydrates with the count its twin already fetched, and must first match the server's 0.
  const hydrated = useHydrated();
  return enabled && hydrated ? (count.data ?? 0) : 0;
}

/**
 * "Đã nhận": this device got a message, wherever the reader is on the site. Mounted once per
 * page (with the header's chat button), it tells the server the receiving side's delivered
 * seq, which turns the sender's tick. For the sender's own copy the server refuses the ack
 * (they cannot speak for the other side), so nothing needs to tell the two apart here.
 */
export function useDeliveredAcks() {
  const socket = useRealtimeSocket();
  useRealtimeEvent<ChatMessageEvent>(SERVER_EVENTS.chatMessage, ({ roomId, message }) => {
    socket?.emit(
      CLIENT_EVENTS.chatDelivered,
      { roomId, side: receiverOf(message), seq: message.seq },
      () => {},
    );
  });
}
