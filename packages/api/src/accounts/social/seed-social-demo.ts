import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { subjectFor } from '../../oauth-simulator/simulator-grants';
import { findUserByIdentifier, insertUser } from '../user-records';
import { NO_PASSWORD_HASH } from './social-accounts';
import { userIdentities } from './social-identities.tables';

/** The simulator's first preset identity: signing in with it at Google opens this account. */
export const DEMO_SOCIAL_EMAIL = 'thuha.social@demo.vn';

/**
 * Social sign-in alive on a fresh start: an account made by a Google sign-in (no password),
 * reached again with the simulator's first preset, and the demo KOL's account linked to Zalo.
 * The third preset (buyer@demo.vn, verified) shows the link confirmation with Demo@1234.
 * Idempotent: the identities' unique keys make a second run do nothing.
 */
export async function seedSocialDemo(ctx: AppContext): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727291)`);
    const now = ctx.now();
    const existing = await findUserByIdentifier(tx, { kind: 'email', value: DEMO_SOCIAL_EMAIL });
    const socialUser =
      existing ??
      (await insertUser(tx, {
        email: DEMO_SOCIAL_EMAIL,
        fullName: 'Lê Thu Hà',
        passwordHash: NO_PASSWORD_HASH,
        verified: true,
        now,
      }));
    const kol = await findUserByIdentifier(tx, { kind: 'email', value: 'kol@demo.vn' });
    const rows = [
      {
        provider: 'google' as const,
        subject: subjectFor('google', DEMO_SOCIAL_EMAIL),
        userId: socialUser.id,
        email: DEMO_SOCIAL_EMAIL,
        emailVerified: true,
        displayName: 'Lê Thu Hà',
      },
      ...(kol
        ? [
            {
              provider: 'zalo' as const,
              subject: subjectFor('zalo', 'KOL Demo'),
              userId: kol.id,
              email: null,
              emailVerified: false,
              displayName: 'KOL Demo',
            },
          ]
        : []),
    ];
    await tx
      .insert(userIdentities)
      .values(rows.map((row) => ({ ...row, createdAt: now })))
      .onConflictDoNothing();
  });
}
