import { translate } from '@cho-dep/i18n/translate';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { AdminRefundsScreen } from '../../features/returns/admin-refunds-screen';
import type { Route } from './+types/admin-refunds-page';

/** /quan-tri/hoan-tien: the admin's refund queue (admins only; everyone else goes home). */
export async function loader({ context }: Route.LoaderArgs) {
  const { info } = requireAdmin(context);
  return { title: translate(info.language, 'returns.meta.adminTitle') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminRefundsPage() {
  return <AdminRefundsScreen />;
}
