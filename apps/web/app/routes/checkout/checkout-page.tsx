import { isExpressCheckout } from '@cho-dep/core/navigation/redirect-rules';
import { translate } from '@cho-dep/i18n/translate';
import { CheckoutScreen } from '../../features/checkout/checkout-screen';
import type { PhoneChromeHandle } from '../../features/shell/phone-chrome';
import { useTrackView } from '../../lib/tracking/use-track-view';
import { serverContext } from '../../server-context';
import type { Route } from './+types/checkout-page';

/** Phones: the focused checkout bar (back, title, steps) instead of the shop's header and menus. */
export const handle: PhoneChromeHandle = {
  phoneChrome: { kind: 'focused', titleKey: 'checkout.heading', step: 'checkout', backTo: '/gio-hang' },
};

/**
 * /thanh-toan: the checkout of the cart's selected lines, for a signed-in buyer or a guest
 * (guest cookie). With ?x=true (the login redirect of an express checkout, product.md §2)
 * it checks out the express item kept in session storage instead.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { info, user } = context.get(serverContext);
  return {
    title: translate(info.language, 'checkout.meta.title'),
    signedIn: Boolean(user),
    expressFlag: isExpressCheckout(new URL(request.url).search),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  useTrackView('Checkout');
  const entry = loaderData.expressFlag ? ({ kind: 'express-flag' } as const) : ({ kind: 'cart' } as const);
  return <CheckoutScreen key={entry.kind} entry={entry} signedIn={loaderData.signedIn} />;
}
