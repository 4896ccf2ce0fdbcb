import { z } from 'zod';
import type { PresencePayload } from './realtime-events';

/**
 * A device's online mark lapses after this long without a refresh: a phone that lost its
 * network or a browser that was killed never says "offline", so a mark nobody refreshes must
 * not keep a member "Đang hoạt động" forever. An open page refreshes its mark well within it
 * (PRESENCE_REFRESH_MS), and so does the socket server for every connected device.
 */
export const PRESENCE_ONLINE_TTL_MS = 5 * 60 * 1000;
/** How often an open page, and the socket server for its connected devices, refresh the mark. */
export const PRESENCE_REFRESH_MS = 2 * 60 * 1000;
/** The most members one presence question (or one socket's watch list) may name. */
export const PRESENCE_WATCH_MAX = 50;

export const PRESENCE_STATUSES = ['online', 'offline'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

/** A device id as the apps send it (the web keeps a random one in local storage). */
export const deviceIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/, 'letters, digits and . _ : - only');

export const changeUserStatusInputSchema = z.object({
  deviceId: deviceIdSchema,
  status: z.enum(PRESENCE_STATUSES),
});

/** One device's last word: its status and when it said it (or last refreshed it). */
export interface DeviceMark {
  status: PresenceStatus;
  changedAt: Date;
}

/**
 * Whether a member is here, from the marks of all their devices: online while any device has
 * a fresh online mark; last seen at the newest mark of any device (an online mark is a moment
 * they were seen too). Null when the member never had a mark.
 */
export function presenceFromMarks(
  userId: string,
  marks: readonly DeviceMark[],
  now: Date,
  ttlMs = PRESENCE_ONLINE_TTL_MS,
): PresencePayload {
  let lastSeen: number | null = null;
  let online = false;
  for (const mark of marks) {
    const at = mark.changedAt.getTime();
    if (lastSeen === null || at > lastSeen) lastSeen = at;
    if (mark.status === 'online' && now.getTime() - at < ttlMs) online = true;
  }
  return { userId, online, lastSeenAt: lastSeen === null ? null : new Date(lastSeen).toISOString() };
}
