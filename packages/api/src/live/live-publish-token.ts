import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@cho-dep/core/errors/app-error';
import { acceptsIngest } from '@cho-dep/core/live/live-rules';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { lives } from './live.tables';

/**
 * The browser studio's way to publish (decision 067): the stream key is shown only once (for
 * OBS), so the signed-in seller asks for a short-lived publish token of their own live instead
 * and hands it to the ingest in place of the key. Only its hash is kept, in the shared store,
 * so every app process accepts it; it opens the ingest of that one live for a few minutes
 * (reconnects included) and is never shown to viewers.
 */
export const PUBLISH_TOKEN_PREFIX = 'pub_';
export const PUBLISH_TOKEN_TTL_SECONDS = 300;

const storeKey = (token: string) => `live:publish:${createHash('sha256').update(token).digest('hex')}`;

export async function issuePublishToken(
  ctx: AppContext,
  shopId: string,
  liveId: string,
): Promise<{ token: string; expiresAt: string }> {
  const [live] = await ctx.database.db
    .select({ shopId: lives.shopId, state: lives.state })
    .from(lives)
    .where(eq(lives.id, liveId));
  if (!live || live.shopId !== shopId) throw new AppError('NOT_FOUND');
  if (!acceptsIngest(live.state)) throw new AppError('CONFLICT');
  const token = PUBLISH_TOKEN_PREFIX + randomBytes(24).toString('base64url');
  await ctx.store.set(storeKey(token), liveId, PUBLISH_TOKEN_TTL_SECONDS);
  const expiresAt = new Date(ctx.now().getTime() + PUBLISH_TOKEN_TTL_SECONDS * 1000).toISOString();
  return { token, expiresAt };
}

/** Whether `token` is a live publish token issued for this live and not yet expired. */
export async function publishTokenMatches(ctx: AppContext, liveId: string, token: string): Promise<boolean> {
  if (!token.startsWith(PUBLISH_TOKEN_PREFIX)) return false;
  return (await ctx.store.get(storeKey(token))) === liveId;
}
