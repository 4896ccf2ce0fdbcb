import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { LiveForm } from '../../features/live-studio/live-form';
import { LIVES_HREF } from '../../features/live-studio/live-studio-api';
import { loadFeaturableVouchers, loadLiveForEdit } from '../../features/live-studio/live-studio-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-live-edit-page';

/** /ban-hang/live/cap-nhat/{id} — edit an upcoming live; any other goes to its studio. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  const live = await loadLiveForEdit(seller, params.id);
  if (live.state !== 'scheduled') throw redirect(`${LIVES_HREF}/${live.id}`);
  return {
    title: translate(seller.info.language, 'sellerLive.meta.edit'),
    shopName: seller.shop.name,
    now: seller.app.now().toISOString(),
    vouchers: await loadFeaturableVouchers(seller),
    live,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerLiveEditPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <LiveForm initial={loaderData.live} now={loaderData.now} vouchers={loaderData.vouchers} />
    </SellerCentreLayout>
  );
}
