import type { ChatMessageKind, ChatSide } from '@cho-dep/core/chat/chat-schemas';

/** One stored message, as the chat API answers it and the socket announces it. */
export interface ChatMessage {
  id: string;
  roomId: string;
  seq: number;
  senderSide: ChatSide;
  kind: ChatMessageKind;
  text: string | null;
  image: { url: string; thumbUrl: string } | null;
  product: {
    id: string;
    name: string;
    imageUrl: string | null;
    price: number;
    salePrice: number | null;
  } | null;
  order: { id: string; code: string; status: string; total: number; itemCount: number } | null;
  createdAt: string;
}

/** A room as one side sees it: who the other side is, this side's unread count, the other's ticks. */
export interface ChatRoom {
  id: string;
  side: ChatSide;
  shop: { id: string; name: string; avatarUrl: string | null };
  buyer: { id: string; fullName: string; avatarUrl: string | null };
  other: { userId: string; name: string; avatarUrl: string | null };
  lastMessage: ChatMessage | null;
  lastMessageAt: string | null;
  unread: number;
  markedUnread: boolean;
  otherReadSeq: number;
  otherDeliveredSeq: number;
  lastSeq: number;
}

export interface RoomPage {
  items: ChatRoom[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

/** What 'chat:room' carries after reading, delivery, unread or hide changes. */
export interface RoomStateEvent {
  roomId: string;
  buyerUnread: number;
  shopUnread: number;
  buyerReadSeq: number;
  shopReadSeq: number;
  buyerDeliveredSeq: number;
  shopDeliveredSeq: number;
  lastSeq: number;
}

export interface ChatMessageEvent {
  roomId: string;
  message: ChatMessage;
}

export interface ChatTypingEvent {
  roomId: string;
  side: ChatSide;
  typing: boolean;
}
