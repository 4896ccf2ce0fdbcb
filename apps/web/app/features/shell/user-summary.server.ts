import { findUserSummary } from '@cho-dep/api/accounts/user-records';
import type { Db } from '@cho-dep/db/client';

import type { UserSummary } from './root-data';

/** What the header needs about the signed-in user: one small query per page load. */
export async function loadUserSummary(db: Db, userId: string): Promise<UserSummary | null> {
  return (await findUserSummary(db, userId)) ?? null;
}
