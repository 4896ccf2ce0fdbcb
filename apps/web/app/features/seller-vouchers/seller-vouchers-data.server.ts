import { listSellerVouchers, loadSellerVoucher } from '@cho-dep/api/seller-vouchers/seller-voucher-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { VOUCHER_PHASES, type VoucherPhase } from '@cho-dep/core/vouchers/voucher-phase';
import { data } from 'react-router';
import type { SellerContext } from '../../lib/require-seller.server';

/** The tab in the address; anything else reads as the running tab, like the API's default. */
export function phaseOf(url: URL): VoucherPhase {
  const tab = url.searchParams.get('tab');
  return (VOUCHER_PHASES as readonly string[]).includes(tab ?? '') ? (tab as VoucherPhase) : 'running';
}

/** The list page's data, straight from the service the API uses. */
export async function loadVoucherList(seller: SellerContext, url: URL) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const { app } = seller;
  return listSellerVouchers(app.database.db, seller.shop.id, { phase: phaseOf(url), page }, app.now());
}

/** One voucher of the seller's shop; another shop's (or none) is a 404 page. */
export async function loadVoucherPage(seller: SellerContext, id: string) {
  const { app } = seller;
  try {
    return await loadSellerVoucher(app.database.db, seller.shop.id, id, app.now());
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}
