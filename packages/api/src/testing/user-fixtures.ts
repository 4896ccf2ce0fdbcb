import { createHash, randomBytes } from 'node:crypto';
import { sessions, users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * For API tests of the profile and address modules: a user with a live session, written
 * straight to the tables (the session contract: the row keeps the token's SHA-256 hex), so
 * the requests go through the real session middleware with `Authorization: Bearer <token>`.
 */
export async function insertSignedInUser(
  ctx: AppContext,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<{ userId: string; token: string; headers: Record<string, string> }> {
  const suffix = randomBytes(6).toString('hex');
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      email: `user-${suffix}@example.vn`,
      emailVerified: true,
      passwordHash: 'not-used-in-these-tests',
      fullName: 'Nguyễn Thị Lan',
      ...values,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await ctx.database.db.insert(sessions).values({
    userId: user.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 30 * DAY_MS),
  });
  return { userId: user.id, token, headers: { authorization: `Bearer ${token}` } };
}
