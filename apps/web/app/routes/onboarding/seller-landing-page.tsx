import { translate } from '@cho-dep/i18n/translate';
import { SellerLanding } from '../../features/shops/onboarding/seller-landing';
import { serverContext } from '../../server-context';
import type { Route } from './+types/seller-landing-page';

/** /seller: the seller landing page (product.md §1 and §2). Public. */
export async function loader({ context }: Route.LoaderArgs) {
  const { info, app } = context.get(serverContext);
  return {
    serviceFee: app.config.SERVICE_FEE_YEAR_ONE,
    title: translate(info.language, 'onboarding.meta.landingTitle'),
    description: translate(info.language, 'onboarding.meta.landingDescription'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.title ?? 'Chợ Đẹp' },
    { name: 'description', content: loaderData?.description ?? '' },
  ];
}

export default function SellerLandingPage({ loaderData }: Route.ComponentProps) {
  return <SellerLanding serviceFee={loaderData.serviceFee} />;
}
