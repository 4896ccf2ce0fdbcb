import type { PushData } from '@cho-dep/core/notifications/notification-target';
import { eq, inArray } from 'drizzle-orm';
import webPush from 'web-push';
import type { AppContext } from '../app/app-context';
import { pushTokens } from './push.tables';
import { vapidKeys } from './vapid-keys';

/** How long a push service keeps a message for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
/** Push services take about 4 KB of encrypted payload; our texts stay far below it. */
const BODY_MAX = 500;

export interface PushOutcome {
  sent: number;
  /** Subscriptions the push service said are gone (404 / 410), deleted. */
  removed: number;
  failed: number;
}

/**
 * Sends a Web Push to every device the member registered: the payload encrypted to each
 * subscription's keys (aes128gcm) and signed with our VAPID key, as the `web-push` library
 * builds the request. A delivered push stamps the token's last use; a subscription the push
 * service answers 404 or 410 for is deleted (the browser dropped it). Other failures are
 * logged and left for the next message. Call it after the change it reports has committed.
 */
export async function sendPushToUser(ctx: AppContext, userId: string, data: PushData): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  const keys = vapidKeys(ctx);
  if (!keys) return outcome;
  const tokens = await ctx.database.db.select().from(pushTokens).where(eq(pushTokens.userId, userId));
  if (tokens.length === 0) return outcome;
  const payload = JSON.stringify({ ...data, body: data.body.slice(0, BODY_MAX) });
  const delivered: string[] = [];
  const gone: string[] = [];
  await Promise.all(
    tokens.map(async (token) => {
      try {
        const request = webPush.generateRequestDetails(
          { endpoint: token.token, keys: { p256dh: token.p256dh, auth: token.auth } },
          payload,
          {
            vapidDetails: keys,
            TTL: TTL_SECONDS,
            contentEncoding: webPush.supportedContentEncodings.AES_128_GCM,
            urgency: 'high',
            ...(data.tag ? { topic: topicOf(data.tag) } : {}),
          },
        );
        const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
        const res = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body ? new Uint8Array(request.body) : undefined,
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'error',
        });
        await res.body?.cancel();
        if (res.status === 404 || res.status === 410) gone.push(token.id);
        else if (res.ok) delivered.push(token.id);
        else {
          outcome.failed++;
          ctx.logger.warn({ status: res.status, deviceId: token.deviceId }, 'push service refused a message');
        }
      } catch (error) {
        outcome.failed++;
        ctx.logger.warn({ err: String(error), deviceId: token.deviceId }, 'push message not sent');
      }
    }),
  );
  const db = ctx.database.db;
  if (delivered.length > 0) {
    await db.update(pushTokens).set({ lastUsedAt: ctx.now() }).where(inArray(pushTokens.id, delivered));
  }
  if (gone.length > 0) await db.delete(pushTokens).where(inArray(pushTokens.id, gone));
  return { ...outcome, sent: delivered.length, removed: gone.length };
}

/** A push service keeps one waiting message per topic (32 URL-safe characters at most). */
function topicOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
}
