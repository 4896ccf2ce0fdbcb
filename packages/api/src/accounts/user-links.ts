import type { Db, Tx } from '@cho-dep/db/client';
import { kolStatusOf } from '../affiliate/kols/kol-status';
import { ownerShopOf } from '../shops/owner-shop';
import type { UserLinks } from './user-view';

/** The user's shop and affiliate standing, as login, sign-up and the profile answer them. */
export async function userLinksOf(db: Db | Tx, userId: string): Promise<UserLinks> {
  const [shop, kol] = await Promise.all([ownerShopOf(db, userId), kolStatusOf(db, userId)]);
  return { shop, kol };
}
