import type {
  ChatRoomFilter,
  ChatSide,
  OpenRoomInput,
  SendMessageInput,
} from '@cho-dep/core/chat/chat-schemas';
import { call, client } from '../../lib/api-fetch';

/**
 * The chat calls (base /api/v1/mobile/chat) through the typed client. Every call that reads
 * or changes one inbox says which side it is on: a seller is also a buyer in other shops'
 * rooms. Query keys start with the path, so a write refreshes every page of it.
 */
export const CHAT_PATH = '/api/v1/mobile/chat';
export const ROOM_PATH = '/api/v1/mobile/chat/{id}';
export const RED_DOT_PATH = '/api/v1/mobile/chat/total-red-dot';
export const SUGGEST_PATH = '/api/v1/mobile/chat/suggest-chat';
export const QUICK_REPLIES_PATH = '/api/v1/seller/chat/quick-replies';
export const BUYER_ORDERS_PATH = '/api/v1/seller/chat/{id}/buyer-orders';
export const PRESENCE_PATH = '/api/v1/mobile/presence';
const MESSAGES_PATH = '/api/v1/mobile/chat/{id}/messages';

const at = (id: string, side: ChatSide) => ({ params: { path: { id }, query: { side } } });

export const listRooms = async (side: ChatSide, filter: ChatRoomFilter, q: string, page: number) =>
  (await call(client.GET(CHAT_PATH, { params: { query: { side, filter, q: q || undefined, page } } }))).data;

export const openRoom = async (body: OpenRoomInput) => (await call(client.POST(CHAT_PATH, { body }))).data;

export const getRoom = async (id: string, side: ChatSide) =>
  (await call(client.GET(ROOM_PATH, at(id, side)))).data;

export const getMessages = async (
  id: string,
  side: ChatSide,
  range: { before?: number; after?: number; limit?: number },
) => (await call(client.GET(MESSAGES_PATH, { params: { path: { id }, query: { side, ...range } } }))).data;

export const sendMessage = async (id: string, side: ChatSide, body: SendMessageInput) =>
  (await call(client.POST(MESSAGES_PATH, { ...at(id, side), body }))).data;

export const markRead = async (id: string, side: ChatSide, seq?: number) =>
  (
    await call(
      client.POST('/api/v1/mobile/chat/{id}/read', {
        ...at(id, side),
        body: seq === undefined ? {} : { seq },
      }),
    )
  ).data;

export const hideRoom = (id: string, side: ChatSide) =>
  call(client.POST('/api/v1/mobile/chat/hide-room-chat/{id}', at(id, side)));

export const markRoomUnread = (id: string, side: ChatSide) =>
  call(client.PUT('/api/v1/mobile/chat/unread-message/{id}', at(id, side)));

export const markAll = async (side: ChatSide, read: boolean) => {
  const options = { params: { query: { side } } };
  const answer = read
    ? await call(client.POST('/api/v1/mobile/chat/read-all', options))
    : await call(client.POST('/api/v1/mobile/chat/unread-all', options));
  return answer.data;
};

/** product.md §7: the unread-chat count is read from data.data as a number. */
export const redDot = async (side: ChatSide) =>
  (await call(client.GET(RED_DOT_PATH, { params: { query: { side } } }))).data.data;

export const suggestions = async () => (await call(client.GET(SUGGEST_PATH))).data.items;

export const listQuickReplies = async () => (await call(client.GET(QUICK_REPLIES_PATH))).data.items;

export const addQuickReply = (text: string) => call(client.POST(QUICK_REPLIES_PATH, { body: { text } }));

export const editQuickReply = (id: string, text: string) =>
  call(client.PUT('/api/v1/seller/chat/quick-replies/{id}', { params: { path: { id } }, body: { text } }));

export const deleteQuickReply = (id: string) =>
  call(client.DELETE('/api/v1/seller/chat/quick-replies/{id}', { params: { path: { id } } }));

export const buyerOrders = async (roomId: string) =>
  (await call(client.GET(BUYER_ORDERS_PATH, { params: { path: { id: roomId } } }))).data.items;

/** Whether one member is online, or when last seen; null when the presence service cannot say. */
export async function presenceOf(userId: string) {
  const answer = await call(client.GET(PRESENCE_PATH, { params: { query: { userIds: userId } } }));
  return answer.data.find((item) => item.userId === userId) ?? null;
}
