import { users } from '@cho-dep/api/accounts/users.tables';
import type { Db } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';

import type { UserSummary } from './root-data';

/** What the header needs about the signed-in user: one small query per page load. */
export async function loadUserSummary(db: Db, userId: string): Promise<UserSummary | null> {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, avatarUrl: users.avatarUrl, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
