import { listSizeCharts, loadSizeChart } from '@cho-dep/api/products/size-charts/size-chart-service';
import { SIZE_CHART_TYPES, type SizeChartType } from '@cho-dep/core/catalog/size-chart';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { data } from 'react-router';
import type { SellerContext } from '../../../lib/require-seller.server';

export function loadSizeChartList(seller: SellerContext) {
  return listSizeCharts(seller.app.database.db, seller.shop.id);
}

/** One chart of the seller's shop; another shop's (or none) is a 404 page. */
export async function loadSizeChartPage(seller: SellerContext, id: string) {
  try {
    return await loadSizeChart(seller.app.database.db, seller.shop.id, id);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

/** ?type= of /tao: one of the chart types, tops when missing or unknown. */
export function chartTypeOf(url: URL): SizeChartType {
  const type = url.searchParams.get('type');
  return (SIZE_CHART_TYPES as readonly string[]).includes(type ?? '') ? (type as SizeChartType) : 'top';
}
