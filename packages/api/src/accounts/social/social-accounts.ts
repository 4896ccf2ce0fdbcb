import { createHash, randomBytes } from 'node:crypto';
import { SOCIAL_LIMITS } from '@cho-dep/core/accounts/social/social-providers';
import { accountNameFrom, decideSocialSignIn } from '@cho-dep/core/accounts/social/social-sign-in-rules';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Language } from '@cho-dep/core/locale/locales';
import type { Db, Tx } from '@cho-dep/db/client';
import { translate } from '@cho-dep/i18n/translate';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { findUserById, findUserByIdentifier, insertUser, type UserRow } from '../user-records';
import type { VerifiedIdentity } from './provider-identity';
import { pendingIdentityLinks, userIdentities } from './social-identities.tables';

/**
 * The password hash of an account made by a social sign-in: not an argon2 hash, so no password
 * ever verifies against it (verifyPassword answers false), and "forgot password" is how such
 * a user gets one.
 */
export const NO_PASSWORD_HASH = '!social-sign-in:no-password';

export type SocialOutcome = { kind: 'signed-in'; user: UserRow } | { kind: 'confirm-link'; token: string };

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

async function linkedUser(db: Db | Tx, identity: VerifiedIdentity): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)));
  return row ? findUserById(db, row.userId) : undefined;
}

/**
 * Signs in, creates the account, or parks a link that waits for the account's password
 * (core's decideSocialSignIn says which). One identity is decided one request at a time (a
 * transaction lock on provider and subject): the same new person signing in on two devices at
 * once gets one account, the second request finding it linked instead of taking the first's
 * new account for an existing one with that e-mail.
 */
export async function resolveSocialIdentity(
  ctx: AppContext,
  identity: VerifiedIdentity,
  options: { language: Language; country: 'VN' | 'KO'; returnTo: string },
): Promise<SocialOutcome> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`social:${identity.provider}:${identity.subject}`}))`,
    );
    const now = ctx.now();
    const linked = await linkedUser(tx, identity);
    if (linked) {
      await tx
        .update(userIdentities)
        .set({ lastSignInAt: now })
        .where(
          and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)),
        );
      return { kind: 'signed-in', user: linked };
    }
    const withEmail = identity.email
      ? await findUserByIdentifier(tx, { kind: 'email', value: identity.email })
      : undefined;
    const decision = decideSocialSignIn({
      linkedUserId: null,
      email: identity.email,
      emailVerified: identity.emailVerified,
      userWithEmailId: withEmail?.id ?? null,
    });
    if (decision.kind === 'sign-in') throw new Error('unreachable: no linked user');
    if (decision.kind === 'confirm-link') {
      const token = randomBytes(32).toString('base64url');
      await tx.insert(pendingIdentityLinks).values({
        tokenHash: hashLinkToken(token),
        provider: identity.provider,
        subject: identity.subject,
        userId: decision.userId,
        email: decision.email,
        displayName: identity.name,
        returnTo: options.returnTo,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SOCIAL_LIMITS.pendingLinkMinutes * 60_000),
      });
      return { kind: 'confirm-link', token };
    }
    const created = await insertUser(tx, {
      email: decision.email ?? undefined,
      fullName: accountNameFrom(
        identity.name,
        decision.email,
        translate(options.language, 'auth.social.defaultName'),
        { min: LIMITS.account.fullNameMin, max: LIMITS.account.fullNameMax },
      ),
      passwordHash: NO_PASSWORD_HASH,
      verified: decision.emailVerified,
      language: options.language,
      country: options.country,
      now,
    });
    await tx.insert(userIdentities).values({
      provider: identity.provider,
      subject: identity.subject,
      userId: created.id,
      email: identity.email,
      emailVerified: identity.emailVerified,
      displayName: identity.name,
      createdAt: now,
      lastSignInAt: now,
    });
    return { kind: 'signed-in', user: created };
  });
}

/** The pending link a token names, if it is still usable. */
export async function pendingLink(ctx: AppContext, token: string) {
  const [row] = await ctx.database.db
    .select()
    .from(pendingIdentityLinks)
    .where(eq(pendingIdentityLinks.tokenHash, hashLinkToken(token)));
  if (!row || row.usedAt || row.expiresAt <= ctx.now()) throw new AppError('SOCIAL_LINK_EXPIRED');
  return row;
}

/**
 * Links the identity once the account's password was checked (by the caller): the pending
 * row is locked and used up in one transaction, so a token works once even when two
 * confirmations race.
 */
export async function completeLink(
  ctx: AppContext,
  token: string,
): Promise<{ user: UserRow; returnTo: string }> {
  const tokenHash = hashLinkToken(token);
  const result = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pendingIdentityLinks)
      .where(eq(pendingIdentityLinks.tokenHash, tokenHash))
      .for('update');
    const now = ctx.now();
    if (!row || row.usedAt || row.expiresAt <= now) throw new AppError('SOCIAL_LINK_EXPIRED');
    await tx
      .update(pendingIdentityLinks)
      .set({ usedAt: now })
      .where(eq(pendingIdentityLinks.tokenHash, tokenHash));
    const inserted = await tx
      .insert(userIdentities)
      .values({
        provider: row.provider,
        subject: row.subject,
        userId: row.userId,
        email: row.email,
        emailVerified: true,
        displayName: row.displayName,
        createdAt: now,
        lastSignInAt: now,
      })
      .onConflictDoNothing()
      .returning({ userId: userIdentities.userId });
    // The identity got linked meanwhile (another confirmation, or this account already has one of this provider).
    if (inserted.length === 0) throw new AppError('SOCIAL_IDENTITY_TAKEN');
    return row;
  });
  const user = await findUserById(ctx.database.db, result.userId);
  if (!user) throw new AppError('SOCIAL_LINK_EXPIRED');
  return { user, returnTo: result.returnTo };
}
