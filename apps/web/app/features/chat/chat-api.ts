import type { ChatRoomFilter, ChatSide, SendMessageInput } from '@cho-dep/core/chat/chat-schemas';
import { ApiError, CSRF_HEADER, readCsrfToken } from '../../lib/api-client';
import type { ChatMessage, ChatRoom, RoomPage } from './chat-types';

/**
 * The chat calls (base /api/v1/mobile/chat). Every call that reads or changes one inbox says
 * which side it is on: a seller is also a buyer in other shops' rooms.
 */
export const CHAT_PATH = '/api/v1/mobile/chat';
export const RED_DOT_PATH = '/api/v1/mobile/chat/total-red-dot';
const ROOM_PATH = '/api/v1/mobile/chat/{id}';
export const MESSAGES_PATH = '/api/v1/mobile/chat/{id}/messages';
export const SUGGEST_PATH = '/api/v1/mobile/chat/suggest-chat';
export const QUICK_REPLIES_PATH = '/api/v1/seller/chat/quick-replies';
export const BUYER_ORDERS_PATH = '/api/v1/seller/chat/{id}/buyer-orders';
export const PRESENCE_PATH = '/api/v1/mobile/presence';

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') {
    const csrf = readCsrfToken();
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await globalThis.fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: { data?: T; error?: { code?: string; message?: string; fields?: ApiError['fields'] } } = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = {};
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      json.error?.code ?? 'INTERNAL',
      json.error?.message ?? 'Error Occurred',
      json.error?.fields ?? [],
    );
  }
  return json.data as T;
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const listRooms = (side: ChatSide, filter: ChatRoomFilter, q: string, page: number) =>
  request<RoomPage>('GET', `${CHAT_PATH}${query({ side, filter, q, page })}`);

export const openRoom = (body: { shopId: string; productId?: string; orderId?: string }) =>
  request<ChatRoom>('POST', CHAT_PATH, body);

export const getRoom = (id: string, side: ChatSide) =>
  request<ChatRoom>('GET', `${CHAT_PATH}/${id}${query({ side })}`);

export const getMessages = (
  id: string,
  side: ChatSide,
  range: { before?: number; after?: number; limit?: number },
) =>
  request<{ items: ChatMessage[]; hasOlder: boolean }>(
    'GET',
    `${CHAT_PATH}/${id}/messages${query({ side, ...range })}`,
  );

export const sendMessage = (id: string, side: ChatSide, body: SendMessageInput) =>
  request<ChatMessage>('POST', `${CHAT_PATH}/${id}/messages${query({ side })}`, body);

export const markRead = (id: string, side: ChatSide, seq?: number) =>
  request<ChatRoom>('POST', `${CHAT_PATH}/${id}/read${query({ side })}`, seq === undefined ? {} : { seq });

export const hideRoom = (id: string, side: ChatSide) =>
  request<{ hidden: true }>('POST', `${CHAT_PATH}/hide-room-chat/${id}${query({ side })}`);

export const markRoomUnread = (id: string, side: ChatSide) =>
  request<ChatRoom>('PUT', `${CHAT_PATH}/unread-message/${id}${query({ side })}`);

export const markAll = (side: ChatSide, read: boolean) =>
  request<{ changed: number }>('POST', `${CHAT_PATH}/${read ? 'read-all' : 'unread-all'}${query({ side })}`);

/** product.md §7: the unread-chat count is read from data.data as a number. */
export const redDot = async (side: ChatSide) =>
  (await request<{ data: number }>('GET', `${RED_DOT_PATH}${query({ side })}`)).data;

export const suggestions = async () =>
  (await request<{ items: { key: string; text: string }[] }>('GET', SUGGEST_PATH)).items;

export interface QuickReply {
  id: string;
  text: string;
}

export const listQuickReplies = async () =>
  (await request<{ items: QuickReply[] }>('GET', QUICK_REPLIES_PATH)).items;

export const addQuickReply = (text: string) => request<QuickReply>('POST', QUICK_REPLIES_PATH, { text });

export const editQuickReply = (id: string, text: string) =>
  request<QuickReply>('PUT', `${QUICK_REPLIES_PATH}/${id}`, { text });

export const deleteQuickReply = (id: string) => request<unknown>('DELETE', `${QUICK_REPLIES_PATH}/${id}`);

export interface BuyerOrder {
  id: string;
  code: string;
  status: string;
  total: number;
  itemCount: number;
  createdAt: string;
  imageUrl?: string | null;
}

export const buyerOrders = async (roomId: string) =>
  (await request<{ items: BuyerOrder[] }>('GET', `/api/v1/seller/chat/${roomId}/buyer-orders`)).items;

export interface Presence {
  userId: string;
  online: boolean;
  lastSeenAt: string | null;
}

/** Who is online: answered by the presence service; nothing is shown when it cannot say. */
export async function presenceOf(userId: string): Promise<Presence | null> {
  const data = await request<{ items?: Presence[] } | Presence[]>(
    'GET',
    `${PRESENCE_PATH}${query({ userIds: userId })}`,
  );
  const items = Array.isArray(data) ? data : (data?.items ?? []);
  return items.find((item) => item.userId === userId) ?? null;
}

export { ROOM_PATH };
