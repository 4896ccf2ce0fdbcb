import { translate } from '@cho-dep/i18n/translate';
import { Link } from 'react-router';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { useT } from '../../lib/i18n';
import { privatePageMeta } from '../../lib/private-page-meta';
import { requireSeller } from '../../lib/require-seller.server';
import { buttonClassName } from '../../ui/button';
import type { Route } from './+types/seller-home';

/** /ban-hang: the seller centre's front door (owners of an approved shop only; others go home). */
export async function loader({ context }: Route.LoaderArgs) {
  const { info, shop } = await requireSeller(context);
  return { title: translate(info.language, 'sellerOrders.centre.title'), shopName: shop.name };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function SellerHomePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <h1>{t('sellerOrders.centre.title')}</h1>
      <p>
        <Link to="/ban-hang/quan-ly-don-hang" className={buttonClassName({ variant: 'primary' })}>
          {t('sellerOrders.centre.items.orders')}
        </Link>
      </p>
    </SellerCentreLayout>
  );
}
