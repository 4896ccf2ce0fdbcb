import { translate } from '@cho-dep/i18n/translate';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-live-studio-page';

export async function loader({ context }: Route.LoaderArgs) {
  const seller = await requireSeller(context);
  return { title: translate(seller.info.language, 'sellerLive.meta.list'), shopName: seller.shop.name };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SellerCentreLayout shopName={loaderData.shopName}>{null}</SellerCentreLayout>;
}
