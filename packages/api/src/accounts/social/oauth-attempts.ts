import { SOCIAL_LIMITS, type SocialProvider } from '@cho-dep/core/accounts/social/social-providers';
import { AppError } from '@cho-dep/core/errors/app-error';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import type { AppContext } from '../../app/app-context';
import { oauthAttempts } from './social-identities.tables';

export type OAuthAttempt = typeof oauthAttempts.$inferSelect;

/** A new sign-in at a provider: fresh state, nonce and PKCE verifier, kept ten minutes. */
export async function createAttempt(
  ctx: AppContext,
  input: { provider: SocialProvider; returnTo: string; deviceId?: string },
): Promise<OAuthAttempt> {
  const now = ctx.now();
  // Attempts nobody finished are of no use once expired; clearing them here keeps the table small.
  await ctx.database.db.delete(oauthAttempts).where(lt(oauthAttempts.expiresAt, now));
  const [row] = await ctx.database.db
    .insert(oauthAttempts)
    .values({
      state: randomState(),
      provider: input.provider,
      codeVerifier: randomPKCECodeVerifier(),
      nonce: randomNonce(),
      returnTo: input.returnTo,
      deviceId: input.deviceId ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SOCIAL_LIMITS.attemptMinutes * 60_000),
    })
    .returning();
  if (!row) throw new Error('oauth attempt insert returned nothing');
  return row;
}

/**
 * The attempt a callback belongs to, used up in the same statement: a state seen twice (a
 * replayed or doubled callback), expired, or of another provider is refused.
 */
export async function consumeAttempt(
  ctx: AppContext,
  provider: SocialProvider,
  state: string,
): Promise<OAuthAttempt> {
  const now = ctx.now();
  const [row] = await ctx.database.db
    .update(oauthAttempts)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthAttempts.state, state),
        eq(oauthAttempts.provider, provider),
        isNull(oauthAttempts.usedAt),
        gt(oauthAttempts.expiresAt, now),
      ),
    )
    .returning();
  if (!row) throw new AppError('SOCIAL_SIGN_IN_FAILED', { detail: 'unknown, used or expired state' });
  return row;
}
