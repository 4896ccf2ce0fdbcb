import { translate } from '@cho-dep/i18n/translate';
import { parsePaymentReturn } from '../../features/checkout/result-polling';
import { ResultScreen } from '../../features/checkout/result-screen';
import type { PhoneChromeHandle } from '../../features/shell/phone-chrome';
import { serverContext } from '../../server-context';
import type { Route } from './+types/checkout-result-page';

/** Phones: the last step of the focused checkout bar. */
export const handle: PhoneChromeHandle = {
  phoneChrome: { kind: 'focused', titleKey: 'checkout.result.heading', step: 'done', backTo: '/' },
};

/**
 * /thanh-toan/ket-qua/{checkoutId}?payment=: the order result after placing an order or coming
 * back from the payment gateway. The state is read in the browser (the buyer's session, guest
 * cookie or the return address's token), and read again while an online payment is being confirmed.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { info, user } = context.get(serverContext);
  return {
    title: translate(info.language, 'checkout.meta.resultTitle'),
    signedIn: Boolean(user),
    checkoutId: params.checkoutId,
    paymentReturn: parsePaymentReturn(new URL(request.url).searchParams.get('payment')),
    // The gateway's return address carries a token naming the checkout: the result reads
    // without the session (another host name, a login that expired while paying).
    token: new URL(request.url).searchParams.get('t')?.slice(0, 64) ?? null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
}

export default function CheckoutResultPage({ loaderData }: Route.ComponentProps) {
  const { checkoutId, paymentReturn, signedIn, token } = loaderData;
  return (
    <ResultScreen
      key={checkoutId}
      checkoutId={checkoutId}
      paymentReturn={paymentReturn}
      signedIn={signedIn}
      token={token}
    />
  );
}
