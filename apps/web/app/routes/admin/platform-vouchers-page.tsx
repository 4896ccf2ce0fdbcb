import { translate } from '@cho-dep/i18n/translate';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { PLATFORM_VOUCHER_DESK } from '../../features/vouchers/admin/platform-voucher-desk';
import { VoucherList } from '../../features/vouchers/desk/voucher-list';
import { privatePageMeta } from '../../lib/private-page-meta';
import { loadDeskVoucherList, phaseOf } from '../../lib/voucher-desk-data.server';
import { AdminPage } from '../../ui/admin-page';
import type { Route } from './+types/platform-vouchers-page';

/** /quan-tri/ma-giam-gia?tab=&page= — the platform's vouchers by phase (admins only). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const url = new URL(request.url);
  return {
    title: translate(info.language, 'sellerVouchers.platform.title'),
    phase: phaseOf(url),
    list: await loadDeskVoucherList(app, { type: 'platform' }, url),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function PlatformVouchersPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage withBreadcrumb>
      <VoucherList desk={PLATFORM_VOUCHER_DESK} list={loaderData.list} phase={loaderData.phase} />
    </AdminPage>
  );
}
