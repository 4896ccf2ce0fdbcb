import { kolApplicationFor } from '@cho-dep/api/affiliate/kols/admin-affiliate-queries';
import { AppError } from '@cho-dep/core/errors/app-error';
import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { KolApplicationScreen } from '../../features/affiliate-desk/kol-application-screen';
import type { Route } from './+types/kol-page';

/** /quan-tri/tiep-thi-lien-ket/kol/:userId: one KOL application in full, with the decision (admins only). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  try {
    const kol = await kolApplicationFor(app.database.db, params.userId);
    return { title: translate(info.language, 'affiliateAdmin.tabs.kols'), kol };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.kol.fullName} · ${loaderData.title} | Chợ Đẹp` : 'Chợ Đẹp' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function KolApplicationPage({ loaderData }: Route.ComponentProps) {
  return <KolApplicationScreen kol={loaderData.kol} />;
}
