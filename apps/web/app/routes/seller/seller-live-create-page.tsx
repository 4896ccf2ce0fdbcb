import { translate } from '@cho-dep/i18n/translate';
import { LiveForm } from '../../features/live-studio/live-form';
import { loadFeaturableVouchers } from '../../features/live-studio/live-studio-data.server';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-live-create-page';

/** /ban-hang/live/tao — schedule a live. */
export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return {
    title: translate(seller.info.language, 'sellerLive.meta.create'),
    shopName: seller.shop.name,
    // The server's clock sets the default start, so server and browser render the same box.
    now: seller.app.now().toISOString(),
    vouchers: await loadFeaturableVouchers(seller),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerLiveCreatePage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <LiveForm initial={null} now={loaderData.now} vouchers={loaderData.vouchers} />
    </SellerCentreLayout>
  );
}
