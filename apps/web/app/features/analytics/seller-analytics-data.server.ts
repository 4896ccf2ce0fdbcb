import { loadAnalyticsOverview } from '@cho-dep/api/analytics/analytics-queries';
import { loadSellerDashboard, loadSellerPerformance } from '@cho-dep/api/analytics/dashboard-queries';
import { shopLiveReport } from '@cho-dep/api/live/live-report';
import {
  type AnalyticsQuery,
  analyticsQuerySchema,
  periodChoiceOf,
} from '@cho-dep/core/seller-analytics/analytics-query-schema';
import { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import type { SellerContext } from '../../lib/require-seller.server';

/**
 * The page address read with the API's own schema: a bad date shows the default period with
 * the field errors above it, rather than an error page.
 */
export function readAnalyticsQuery(url: URL) {
  const raw = Object.fromEntries(
    ['preset', 'from', 'to', 'granularity'].flatMap((key) => {
      const value = url.searchParams.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = analyticsQuerySchema.safeParse(raw);
  if (parsed.success) return { query: parsed.data, errors: [], typed: raw };
  return {
    query: analyticsQuerySchema.parse({}) as AnalyticsQuery,
    errors: toFieldErrors(parsed.error),
    typed: raw as Record<string, string>,
  };
}

export async function loadReports(seller: SellerContext, url: URL) {
  const { query, errors, typed } = readAnalyticsQuery(url);
  const { app } = seller;
  const overview = await loadAnalyticsOverview(app.database.db, {
    shopId: seller.shop.id,
    choice: periodChoiceOf(query),
    granularity: query.granularity,
    now: app.now(),
    urlOf: app.storage.urlOf,
  });
  const liveReport = await shopLiveReport(app, seller.shop.id);
  return { overview, liveReport, query, errors, typed };
}

export async function loadPerformance(seller: SellerContext, url: URL) {
  const { query, errors, typed } = readAnalyticsQuery(url);
  const { app } = seller;
  const performance = await loadSellerPerformance(
    app.database.db,
    seller.shop.id,
    periodChoiceOf(query),
    app.now(),
  );
  return { performance, query, errors, typed };
}

export function loadDashboard(seller: SellerContext) {
  return loadSellerDashboard(seller.app.database.db, seller.shop.id, seller.app.now());
}
