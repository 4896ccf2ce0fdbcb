import { translate } from '@cho-dep/i18n/translate';
import { parsePaymentReturn } from '../../features/checkout/result-polling';
import { ResultScreen } from '../../features/checkout/result-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/checkout-result-page';

/**
 * /thanh-toan/ket-qua/{checkoutId}?payment=: the order result after placing an order or coming
 * back from the payment gateway. The state is read in the browser (the buyer's session or
 * guest cookie), and read again while an online payment is being confirmed.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { info, user } = context.get(serverContext);
  return {
    title: translate(info.language, 'checkout.meta.resultTitle'),
    signedIn: Boolean(user),
    checkoutId: params.checkoutId,
    paymentReturn: parsePaymentReturn(new URL(request.url).searchParams.get('payment')),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
}

export default function CheckoutResultPage({ loaderData }: Route.ComponentProps) {
  const { checkoutId, paymentReturn, signedIn } = loaderData;
  return (
    <ResultScreen
      key={checkoutId}
      checkoutId={checkoutId}
      paymentReturn={paymentReturn}
      signedIn={signedIn}
    />
  );
}
