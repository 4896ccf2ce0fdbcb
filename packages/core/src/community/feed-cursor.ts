import { z } from 'zod';

/**
 * Feed cursors are opaque to clients: base64url of a small JSON position, with a version so
 * a cursor from an older release is refused cleanly. Whatever a client sends back is parsed
 * against the feed's schema; anything else (edited, truncated, from another feed) is refused
 * as bad input (400), never a server error.
 */
const VERSION = 1;

const isoTime = z.iso.datetime({ offset: true });
const uuid = z.uuid();

/**
 * A position in a time-ordered feed: the last item's (createdAt, id), the time as the database
 * wrote it, to the microsecond (a Date would round it to milliseconds and repeat or skip posts).
 */
export const timeCursorSchema = z.strictObject({ v: z.literal(VERSION), t: isoTime, i: uuid });
export type TimeCursor = z.infer<typeof timeCursorSchema>;

/**
 * A position in a "Dành cho bạn" reading session: `o` items of its frozen ranking were
 * served; past its end the session goes on by time (`t`, `i` of the last item), still
 * limited to posts made before the session began.
 */
export const forYouCursorSchema = z.strictObject({
  v: z.literal(VERSION),
  s: uuid,
  o: z.number().int().min(0).max(10_000),
  t: isoTime.optional(),
  i: uuid.optional(),
});
export type ForYouCursor = z.infer<typeof forYouCursorSchema>;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function encodeTimeCursor(position: { createdAt: string; id: string }): string {
  return toBase64Url(JSON.stringify({ v: VERSION, t: position.createdAt, i: position.id }));
}

export function encodeForYouCursor(position: Omit<ForYouCursor, 'v'>): string {
  return toBase64Url(JSON.stringify({ v: VERSION, ...position }));
}

/** The position a cursor names, or null when it is not one of this feed's cursors. */
export function decodeCursor<T>(schema: z.ZodType<T>, cursor: string): T | null {
  if (cursor.length > 512) return null;
  const json = fromBase64Url(cursor);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
