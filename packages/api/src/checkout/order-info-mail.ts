import { formatVnd } from '@cho-dep/core/format/money';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cho-dep/core/locale/locales';
import type { Tx } from '@cho-dep/db/client';
import { translate } from '@cho-dep/i18n/translate';
import type { AppContext } from '../app/app-context';
import { signedOrderPath } from '../orders/guest-order-access';
import { renderMail } from '../outbox/mail-layout';
import { enqueueMail } from '../outbox/outbox-service';
import type { PlacedCheckout } from './checkout-answer-schemas';
import type { CheckoutPlan } from './plan-checkout';

/** The deadline as a buyer in Vietnam reads it: 14:35 21/11/2026. */
function vietnamTime(iso: string): string {
  return new Intl.DateTimeFormat('vi-VN', {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

/**
 * The order-info mail (product.md §4, Guest: a no-login order gets one; signed-in buyers
 * too), queued in the checkout's transaction so it exists exactly when the orders do.
 */
export async function enqueueOrderInfoMail(
  tx: Tx,
  ctx: AppContext,
  input: { to: string; language: string; checkout: PlacedCheckout; plan: CheckoutPlan; origin: string },
): Promise<void> {
  const language: Language = (LANGUAGES as readonly string[]).includes(input.language)
    ? (input.language as Language)
    : DEFAULT_LANGUAGE;
  const { checkout, plan } = input;
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(language, `orders.mail.${key}`, params);
  const shopName = new Map(plan.shops.map((s) => [s.shop.id, s.shop.name]));
  // Each order's own signed link: it opens the order in any browser, without a login, so a
  // guest can follow it (and a buyer on another device need not sign in first).
  const origin = input.origin.replace(/\/+$/, '');
  const lines = checkout.orders.flatMap((o) => [
    t('line', { code: o.code, shop: shopName.get(o.shopId) ?? '', total: formatVnd(o.total) }),
    t('orderLink', { url: `${origin}${signedOrderPath(ctx, o.id)}` }),
  ]);
  const payment = checkout.paymentDeadline
    ? t('payBy', { deadline: vietnamTime(checkout.paymentDeadline) })
    : t('cod');
  const url = `${origin}/tra-cuu-don-hang`;
  const { text, html } = renderMail(language, {
    heading: t('heading'),
    intro: [t('intro', { count: checkout.orders.length, total: formatVnd(checkout.totalPayment) }), ...lines],
    outro: [payment, t('track', { url })],
  });
  await enqueueMail(tx, {
    to: input.to,
    subject: t('subject', { codes: checkout.orders.map((o) => o.code).join(', ') }),
    text,
    html,
    template: 'orders.order_info',
  });
}
