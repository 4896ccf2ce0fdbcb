import { z } from 'zod';
import { CHAT_SIDES } from '../chat/chat-schemas';

/**
 * The events of the real-time socket (/socket.io), shared by the server and the web app.
 *
 * Stored things (messages, reading state, notifications) are written to the database first
 * and announced after their transaction commits; a client that missed an announcement
 * catches up through the HTTP API, which is always the truth. Ephemeral things (typing,
 * presence) only travel through the socket.
 */
export const SERVER_EVENTS = {
  /** A message was stored in a room the reader belongs to. */
  chatMessage: 'chat:message',
  /** A room's reading state changed: unread counts, read and delivered ticks, hidden. */
  chatRoom: 'chat:room',
  /** The other side is typing (or stopped). */
  chatTyping: 'chat:typing',
  /** A new in-app notification for the reader. */
  notification: 'notification:new',
  /** A watched member came online or went offline. */
  presence: 'presence',
  /** The session this socket belongs to logged out: the page should go home. */
  loggedOut: 'session:logout',
} as const;

export const CLIENT_EVENTS = {
  /** "I am typing in this room" (sent at most every few seconds while typing). */
  chatTyping: 'chat:typing',
  /** "My device received the room's messages up to seq": the sender's delivered tick. */
  chatDelivered: 'chat:delivered',
  /** "Tell me when these members come and go" (a chat's other side). */
  presenceWatch: 'presence:watch',
} as const;

export const chatTypingInputSchema = z.object({
  roomId: z.uuid(),
  side: z.enum(CHAT_SIDES),
  typing: z.boolean(),
});
export type ChatTypingInput = z.infer<typeof chatTypingInputSchema>;

export const chatDeliveredInputSchema = z.object({
  roomId: z.uuid(),
  side: z.enum(CHAT_SIDES),
  seq: z.number().int().min(0),
});

export const presenceWatchInputSchema = z.object({ userIds: z.array(z.uuid()).max(50) });

/** What a watcher learns about a member: online now, or when they were last seen. */
export interface PresencePayload {
  userId: string;
  online: boolean;
  lastSeenAt: string | null;
}

/** A notification as the socket announces it; the client words it from `kind` and `params`. */
export interface NotificationPayload {
  id: string;
  kind: string;
  params: Record<string, string | number>;
  targetType: string | null;
  targetId: string | null;
  createdAt: string;
}
