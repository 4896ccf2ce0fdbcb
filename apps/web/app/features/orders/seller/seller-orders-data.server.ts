import { listSellerOrders, loadSellerOrder } from '@cho-dep/api/orders/seller-order-queries';
import { feeRulesOf } from '@cho-dep/api/revenue/revenue-facts';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { data } from 'react-router';
import type { ServerContext } from '../../../server-context';
import { parseSellerOrderQuery } from './seller-order-filters';

interface Seller extends ServerContext {
  shop: { id: string; name: string };
}

/** The list page's data: the same query the API answers, straight from the service. */
export async function loadSellerOrderList(seller: Seller, url: URL) {
  const query = parseSellerOrderQuery(url.searchParams);
  const { app } = seller;
  const list = await listSellerOrders(
    app.database.db,
    seller.shop.id,
    {
      tab: query.tab,
      q: query.q || undefined,
      from: query.from || undefined,
      to: query.to || undefined,
      page: query.page,
    },
    (key) => app.storage.urlOf(key),
  );
  return { query, list };
}

/** One order of the seller's shop; another shop's order (or no order) is a 404 page. */
export async function loadSellerOrderPage(seller: Seller, orderId: string) {
  const { app } = seller;
  try {
    return await loadSellerOrder(
      app.database.db,
      seller.shop.id,
      orderId,
      (key) => app.storage.urlOf(key),
      app.now(),
      feeRulesOf(app.config),
    );
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}
