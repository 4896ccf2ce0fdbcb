import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sessions, users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';

/**
 * For API tests: a user row and a session row written directly, so a test can act as a
 * logged-in buyer or admin through the real session middleware (Authorization: Bearer).
 */
export async function createTestLogin(
  ctx: AppContext,
  input: { roles?: string[]; email?: string; phone?: string } = {},
): Promise<{ userId: string; token: string; headers: Record<string, string> }> {
  const userId = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await ctx.database.db.insert(users).values({
    id: userId,
    email: input.email ?? `user-${userId}@test.chodep.vn`,
    phone: input.phone,
    // Never used to log in: the test holds a session token instead.
    passwordHash: 'not-a-password-hash',
    fullName: 'Nguyễn Thị Lan',
    roles: input.roles ?? ['buyer'],
  });
  await ctx.database.db.insert(sessions).values({
    userId,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
  });
  return { userId, token, headers: { authorization: `Bearer ${token}` } };
}
