import { BULK_EDIT_FILTERS, listBulkEditRows } from '@cho-dep/api/products/bulk/bulk-edit-rows';
import { listProductExports } from '@cho-dep/api/products/bulk/product-exports';
import { importView, runningImports } from '@cho-dep/api/products/bulk/product-imports';
import type { SellerContext } from '../../../lib/require-seller.server';
import { parseBulkEditQuery } from './bulk-edit-query';

/** The files page: the download history, and an upload still running (the page resumes its progress). */
export async function loadProductFiles(seller: SellerContext) {
  const [exports, running] = await Promise.all([
    listProductExports(seller.app, seller.shop.id),
    runningImports(seller.app, seller.shop.id),
  ]);
  const latest = running.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return { exports, runningImport: latest ? importView(latest, seller.info.language) : null };
}

/** The bulk edit table: the same query the API answers, straight from the service. */
export async function loadBulkEditRows(seller: SellerContext, url: URL) {
  const query = parseBulkEditQuery(url.searchParams, BULK_EDIT_FILTERS);
  const rows = await listBulkEditRows(seller.app, seller.shop.id, {
    status: query.status,
    q: query.q || undefined,
    page: query.page,
  });
  return { query, rows };
}
