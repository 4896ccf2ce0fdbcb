import { translate } from '@cho-dep/i18n/translate';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { PLATFORM_VOUCHER_DESK } from '../../features/vouchers/admin/platform-voucher-desk';
import { VoucherDetail } from '../../features/vouchers/desk/voucher-detail';
import { privatePageMeta } from '../../lib/private-page-meta';
import { loadDeskVoucher } from '../../lib/voucher-desk-data.server';
import { AdminPage } from '../../ui/admin-page';
import type { Route } from './+types/platform-voucher-page';

/** /quan-tri/ma-giam-gia/chi-tiet/{id} — one platform voucher with its live usage and save counts. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const voucher = await loadDeskVoucher(app, { type: 'platform' }, params.id);
  return { title: translate(info.language, 'sellerVouchers.meta.detail', { code: voucher.code }), voucher };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function PlatformVoucherPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage withBreadcrumb>
      <VoucherDetail desk={PLATFORM_VOUCHER_DESK} voucher={loaderData.voucher} />
    </AdminPage>
  );
}
