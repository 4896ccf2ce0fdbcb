import { translate } from '@cho-dep/i18n/translate';
import { useMemo } from 'react';
import { CheckoutScreen } from '../../features/checkout/checkout-screen';
import { expressItemFromSearch } from '../../features/checkout/express-item';
import type { PhoneChromeHandle } from '../../features/shell/phone-chrome';
import { serverContext } from '../../server-context';
import type { Route } from './+types/express-checkout-page';

/** Phones: the focused checkout bar (back, title, steps) instead of the shop's header and menus. */
export const handle: PhoneChromeHandle = {
  phoneChrome: { kind: 'focused', titleKey: 'checkout.heading', step: 'checkout', backTo: '/' },
};

/** /thanh-toan-2?variant=<id>&qty=<n>: express checkout, "Mua ngay" on the product page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { info, user } = context.get(serverContext);
  return {
    title: translate(info.language, 'checkout.meta.title'),
    signedIn: Boolean(user),
    item: expressItemFromSearch(new URL(request.url).search),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
}

export default function ExpressCheckoutPage({ loaderData }: Route.ComponentProps) {
  const { item, signedIn } = loaderData;
  const entry = useMemo(() => ({ kind: 'express', item }) as const, [item]);
  // A new item (another "Mua ngay") starts a fresh checkout.
  return (
    <CheckoutScreen
      key={item ? `${item.variantId}:${item.quantity}` : 'none'}
      entry={entry}
      signedIn={signedIn}
    />
  );
}
