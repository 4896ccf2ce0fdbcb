import type { ApiSchema } from '../../lib/api-fetch';

/** One stored message, as the chat API answers it and the socket announces it. */
export type ChatMessage = ApiSchema<'ChatMessage'>;

/** A room as one side sees it: who the other side is, this side's unread count, the other's ticks. */
export type ChatRoom = ApiSchema<'ChatRoom'>;

export type QuickReply = ApiSchema<'ChatQuickReply'>;

/** What 'chat:room' carries after reading, delivery, unread or hide changes. */
export type { ChatRoomEvent as RoomStateEvent } from '@cho-dep/api/chat/chat-view-schemas';

export interface ChatMessageEvent {
  roomId: string;
  message: ChatMessage;
}

export interface ChatTypingEvent {
  roomId: string;
  side: ApiSchema<'ChatRoom'>['side'];
  typing: boolean;
}
