import {
  listManagedVouchers,
  loadManagedVoucher,
  type VoucherOwner,
} from '@cho-dep/api/vouchers/managed-voucher-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { VOUCHER_PHASES, type VoucherPhase } from '@cho-dep/core/vouchers/voucher-phase';
import { data } from 'react-router';
import type { ServerContext } from '../server-context';

type App = ServerContext['app'];

/** The tab in the address; anything else reads as the running tab, like the API's default. */
export function phaseOf(url: URL): VoucherPhase {
  const tab = url.searchParams.get('tab');
  return (VOUCHER_PHASES as readonly string[]).includes(tab ?? '') ? (tab as VoucherPhase) : 'running';
}

/** A voucher desk's list page (seller or admin), straight from the service the API uses. */
export function loadDeskVoucherList(app: App, owner: VoucherOwner, url: URL) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  return listManagedVouchers(app.database.db, owner, { phase: phaseOf(url), page }, app.now());
}

/** One of the owner's vouchers; anyone else's (or none) is a 404 page. */
export async function loadDeskVoucher(app: App, owner: VoucherOwner, id: string) {
  try {
    return await loadManagedVoucher(app.database.db, owner, id, app.now());
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}
