import { PLATFORM_VOUCHERS_PATH } from '@cho-dep/core/navigation/role-workspaces';
import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { PLATFORM_VOUCHER_DESK } from '../../features/vouchers/admin/platform-voucher-desk';
import { VoucherForm } from '../../features/vouchers/desk/voucher-form';
import { privatePageMeta } from '../../lib/private-page-meta';
import { loadDeskVoucher } from '../../lib/voucher-desk-data.server';
import { AdminPage } from '../../ui/admin-page';
import type { Route } from './+types/platform-voucher-edit-page';

/** /quan-tri/ma-giam-gia/cap-nhat/{id} — edit a platform voucher; an ended one shows its detail. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const voucher = await loadDeskVoucher(app, { type: 'platform' }, params.id);
  if (voucher.phase === 'ended') throw redirect(`${PLATFORM_VOUCHERS_PATH}/chi-tiet/${voucher.id}`);
  return {
    title: translate(info.language, 'sellerVouchers.meta.edit'),
    now: app.now().toISOString(),
    voucher,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function PlatformVoucherEditPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage withBreadcrumb>
      <VoucherForm
        desk={PLATFORM_VOUCHER_DESK}
        key={loaderData.voucher.id}
        initial={loaderData.voucher}
        now={loaderData.now}
      />
    </AdminPage>
  );
}
