import { translate } from '@cho-dep/i18n/translate';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { PLATFORM_VOUCHER_DESK } from '../../features/vouchers/admin/platform-voucher-desk';
import { VoucherForm } from '../../features/vouchers/desk/voucher-form';
import { privatePageMeta } from '../../lib/private-page-meta';
import { AdminPage } from '../../ui/admin-page';
import type { Route } from './+types/platform-voucher-create-page';

/** /quan-tri/ma-giam-gia/tao — a new platform voucher. */
export async function loader({ context }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  // The server's clock sets the default start, so server and browser render the same boxes.
  return { title: translate(info.language, 'sellerVouchers.meta.create'), now: app.now().toISOString() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function PlatformVoucherCreatePage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage withBreadcrumb>
      <VoucherForm desk={PLATFORM_VOUCHER_DESK} initial={null} now={loaderData.now} />
    </AdminPage>
  );
}
