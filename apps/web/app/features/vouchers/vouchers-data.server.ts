import {
  listPromotionPrograms,
  type PromotionProgramsView,
} from '@cho-dep/api/promotions/promotion-programs-query';
import { listDisplayedVouchers } from '@cho-dep/api/vouchers/voucher-queries';
import type { ServerContext } from '../../server-context';
import { TAB_KINDS, type VoucherTab } from './voucher-tabs';
import type { VoucherPage } from './vouchers-screen';

/**
 * /khuyen-mai's first page through the voucher read model (GET /api/v1/mobile/vouchers answers
 * the same), with the signed-in buyer's saved flags, and the server clock for the tickets.
 */
export async function loadVouchersPage(
  server: ServerContext,
  tab: VoucherTab,
): Promise<{ list: VoucherPage; now: string }> {
  const { app, user } = server;
  const now = app.now();
  const list = await listDisplayedVouchers(app.database.db, {
    userId: user?.userId ?? null,
    kinds: TAB_KINDS[tab],
    page: 1,
    now,
    urlOf: (key) => app.storage.urlOf(key),
  });
  return { list, now: now.toISOString() };
}

/** /uu-dai: the running and upcoming promotion programs (GET /api/v1/mobile/promotions answers the same). */
export function loadPromotionsPage(server: ServerContext): Promise<PromotionProgramsView> {
  const { app } = server;
  return listPromotionPrograms(app.database.db, app.now(), (key) => app.storage.urlOf(key));
}
