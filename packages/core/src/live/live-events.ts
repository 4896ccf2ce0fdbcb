import { z } from 'zod';

/**
 * The live room's socket events (decision 063), shared by the server and the web app. Stored
 * things (messages, deletions, pins, the live's state) are announced after their transaction
 * commits; hearts and the viewer count only travel through the socket.
 */
export const LIVE_SERVER_EVENTS = {
  /** The live went on air, ended or was cancelled: `{ liveId, state, startedAt, endedAt, replayPath }`. */
  state: 'live:state',
  /** How many watch now and the most at once: `{ liveId, viewers, peak }`. */
  viewers: 'live:viewers',
  /** A stored chat message: `{ liveId, message }`. */
  message: 'live:message',
  /** The seller deleted a message: `{ liveId, messageId }`. */
  messageDeleted: 'live:message-deleted',
  /** The seller muted a viewer (to the room, so clients hide the viewer's pending messages): `{ liveId, userId }`. */
  muted: 'live:muted',
  /** The pinned product or voucher changed (null: nothing pinned): `{ liveId, pin }`. */
  pin: 'live:pin',
  /** Hearts sent by viewers since the last one: `{ liveId, count }`. */
  hearts: 'live:hearts',
} as const;

export const LIVE_CLIENT_EVENTS = {
  /** Watch a live: the ack carries the viewer count, the pin and the latest messages. */
  join: 'live:join',
  leave: 'live:leave',
  /** Send a chat message: ack `{ ok: true, message }` or `{ ok: false, code }`. */
  chat: 'live:chat',
  /** Send a heart: ack `{ ok }` (false past the rate limit or when muted). */
  heart: 'live:heart',
} as const;

export const liveRoomInputSchema = z.object({ liveId: z.uuid() });

export const liveChatEventSchema = z.object({ liveId: z.uuid(), text: z.string() });
