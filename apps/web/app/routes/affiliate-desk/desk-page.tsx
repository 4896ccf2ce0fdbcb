import {
  conversionsUnderReview,
  listKolApplications,
  pendingCampaigns,
} from '@cho-dep/api/affiliate/kols/admin-affiliate-queries';
import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { deskHref, pageCount, parseDeskQuery } from '../../features/affiliate-desk/desk-query';
import { type DeskData, DeskScreen } from '../../features/affiliate-desk/desk-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/desk-page';

/**
 * /quan-tri/tiep-thi-lien-ket?tab=kols|campaigns|reviews (admins only). The loader reads the same
 * queries as GET /api/v1/admin/affiliate/*, in-process; the counts beside the tabs come with it.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const db = app.database.db;
  const query = parseDeskQuery(new URL(request.url).searchParams);
  const [pendingKols, campaigns, conversions] = await Promise.all([
    listKolApplications(db, 'pending', 1),
    pendingCampaigns(db),
    conversionsUnderReview(db),
  ]);
  let data: DeskData;
  if (query.tab === 'kols') {
    const list =
      query.status === 'pending' && query.page === 1
        ? pendingKols
        : await listKolApplications(db, query.status, query.page);
    const pages = pageCount(list.total, list.pageSize);
    if (query.page > pages) throw redirect(deskHref({ ...query, page: pages }));
    data = { tab: 'kols', list };
  } else if (query.tab === 'campaigns') {
    data = { tab: 'campaigns', campaigns };
  } else {
    data = { tab: 'reviews', conversions };
  }
  return {
    title: translate(info.language, 'affiliateAdmin.title'),
    query,
    data,
    waiting: { kols: pendingKols.total, campaigns: campaigns.length, reviews: conversions.length },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function AffiliateDeskPage({ loaderData }: Route.ComponentProps) {
  return <DeskScreen query={loaderData.query} data={loaderData.data} waiting={loaderData.waiting} />;
}
