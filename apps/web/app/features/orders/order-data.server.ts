import { buyerOrderDetail, listBuyerOrders } from '@cho-dep/api/orders/buyer-order-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { BUYER_ORDER_TABS } from '@cho-dep/core/orders/buyer-order-tabs';
import { formatPhoneDisplay } from '@cho-dep/core/phone/phone-display';
import { translate } from '@cho-dep/i18n/translate';
import { data, redirect } from 'react-router';
import type { ServerContext } from '../../server-context';
import { parseOrderTab } from './order-format';

/**
 * The buyer's order pages are server-rendered from the same queries the mobile API answers
 * with (packages/api/src/orders/buyer-order-queries.ts). Without a login the visitor goes
 * home (product.md §2, Redirect rules).
 */
export async function loadOrderList(server: ServerContext, url: URL) {
  const { app, info, user } = server;
  if (!user) throw redirect('/');
  const tab = parseOrderTab(url.searchParams.get('tab'), BUYER_ORDER_TABS);
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 1000);
  const list = await listBuyerOrders(app.database.db, {
    userId: user.userId,
    tab,
    page,
    now: app.now(),
    urlOf: (key) => app.storage.urlOf(key),
  });
  return { tab, list, title: translate(info.language, 'orders.list.title') };
}

export async function loadOrderDetail(server: ServerContext, orderId: string) {
  const { app, info, user } = server;
  if (!user) throw redirect('/');
  try {
    const order = await buyerOrderDetail(app.database.db, {
      owner: { userId: user.userId },
      orderId,
      now: app.now(),
      urlOf: (key) => app.storage.urlOf(key),
    });
    // Formatted here: libphonenumber stays out of the browser's bundle.
    const phone = formatPhoneDisplay(order.recipient.phone, order.recipient.country) ?? order.recipient.phone;
    return { order, phone, title: translate(info.language, 'orders.detail.title') };
  } catch (error) {
    // Another buyer's order is as unknown as a made-up id: a plain 404.
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}
