import {
  listRevenue,
  listSettlements,
  loadRevenueDetail,
  loadSettlement,
} from '@cho-dep/api/revenue/seller-revenue-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { periodOf } from '@cho-dep/core/settlement/settlement-period';
import { data } from 'react-router';
import type { ServerContext } from '../../server-context';
import { parseRevenueQuery, parseStatementPeriod } from './revenue-query';

interface Seller extends ServerContext {
  shop: { id: string; name: string };
}

/** The list page's data: the same query the API answers, straight from the service. */
export async function loadRevenueList(seller: Seller, url: URL) {
  const query = parseRevenueQuery(url.searchParams);
  const list = await listRevenue(seller.app, seller.shop.id, {
    tab: query.tab,
    period: query.period || undefined,
    page: query.page,
  });
  // The period choices: the statement months (the last year, from the shop's first month).
  const periods = (await listSettlements(seller.app, seller.shop.id)).map((s) => s.period);
  return { query, list, periods };
}

/** One order's revenue detail; another shop's order (or one that earns nothing) is a 404 page. */
export async function loadRevenueOrder(seller: Seller, orderId: string) {
  try {
    return await loadRevenueDetail(seller.app, seller.shop.id, orderId);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

/** The statements page: every month's summary and the chosen month's statement. */
export async function loadStatements(seller: Seller, url: URL) {
  const { app } = seller;
  const months = await listSettlements(app, seller.shop.id);
  const period = parseStatementPeriod(url.searchParams, periodOf(app.now()));
  const statement = await loadSettlement(app, seller.shop.id, period, (key) => app.storage.urlOf(key));
  return { months, statement };
}
