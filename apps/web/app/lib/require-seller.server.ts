import { approvedShopOf } from '@cho-dep/api/shops/current-shop';
import { ownShopStatus } from '@cho-dep/api/shops/registration/own-shop-status';
import { type RouterContextProvider, redirect } from 'react-router';
import { type ServerContext, serverContext } from '../server-context';

export interface SellerContext extends ServerContext {
  shop: { id: string; name: string };
}

/**
 * Guard of every seller-centre loader (product.md §6: a seller needs an approved shop).
 * A signed-in applicant whose shop is not approved yet goes to /become-seller (their
 * application's screen); anyone else is sent home like every server page that needs a login
 * (product.md §2, Redirect rules). The API applies the same rule (shops/current-shop.ts).
 */
export async function requireSeller(context: Readonly<RouterContextProvider>): Promise<SellerContext> {
  const server = context.get(serverContext);
  if (!server.user) throw redirect('/');
  const shop = await approvedShopOf(server.app.database.db, server.user.userId);
  if (!shop) {
    // An applicant (application saved, waiting, or refused) is shown where the application stands.
    const status = await ownShopStatus(server.app.database.db, server.user.userId);
    throw redirect(status ? '/become-seller' : '/');
  }
  return { ...server, shop };
}
