import { formatVnd } from '@cho-dep/core/format/money';
import type { Language } from '@cho-dep/core/locale/locales';
import { translate } from '@cho-dep/i18n/translate';
import type { PaymentProviderName } from '@cho-dep/integrations/payments/payment-provider';

/**
 * The simulator's two server-rendered pages: the gateway's checkout (order, amount and the
 * three outcomes) and a refusal. Self-contained HTML with inline CSS: the simulator must not
 * depend on the web app's build.
 */
const BRANDS: Record<PaymentProviderName, { name: string; colour: string }> = {
  vnpay: { name: 'VNPAY', colour: '#005baa' },
  momo: { name: 'MoMo', colour: '#a50064' },
  zalopay: { name: 'ZaloPay', colour: '#0068ff' },
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f2f4f7;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1d2939}
header{background:var(--brand);color:#fff;padding:14px 20px;font-weight:700;font-size:18px;display:flex;justify-content:space-between;align-items:center}
header small{font-weight:400;font-size:13px;opacity:.9}
main{max-width:480px;margin:0 auto;padding:20px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(16,24,40,.1)}
.notice{font-size:13px;color:#b54708;background:#fffaeb;border:1px solid #fedf89;border-radius:8px;padding:8px 12px;margin:0 0 16px}
dl{margin:0}
dt{font-size:13px;color:#667085}
dd{margin:0 0 12px;word-break:break-word}
.amount{font-size:28px;font-weight:700;color:var(--brand)}
p.choose{margin:16px 0 8px;font-size:14px;color:#475467}
form{display:grid;gap:10px}
button{font:inherit;font-weight:600;border-radius:8px;padding:12px;min-height:48px;cursor:pointer;border:1px solid #d0d5dd;background:#fff;color:#344054}
button.pay{background:var(--brand);border-color:var(--brand);color:#fff}
button.fail{color:#b42318;border-color:#fda29b}
h1{font-size:20px;margin:0 0 8px}
`;

function frame(language: Language, provider: PaymentProviderName, body: string): string {
  const brand = BRANDS[provider];
  const title = translate(language, 'paymentSimulator.title');
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(`${brand.name} · ${title}`)}</title>`,
    `<style>${STYLE}</style></head>`,
    `<body style="--brand:${brand.colour}">`,
    `<header><span>${brand.name}</span><small>${escapeHtml(title)}</small></header>`,
    `<main>${body}</main></body></html>`,
  ].join('');
}

export interface CheckoutPage {
  language: Language;
  provider: PaymentProviderName;
  merchant: string;
  txnRef: string;
  orderInfo: string;
  /** VND. */
  amount: number;
  /** Where the outcome buttons post. */
  action: string;
}

export function renderCheckoutPage(page: CheckoutPage): string {
  const t = (key: string) => escapeHtml(translate(page.language, `paymentSimulator.${key}`));
  const row = (label: string, value: string, className = '') =>
    `<dt>${label}</dt><dd${className ? ` class="${className}"` : ''}>${escapeHtml(value)}</dd>`;
  return frame(
    page.language,
    page.provider,
    [
      '<div class="card">',
      `<p class="notice">${t('notice')}</p>`,
      '<dl>',
      row(t('merchant'), page.merchant),
      row(t('txnRef'), page.txnRef),
      row(t('orderInfo'), page.orderInfo),
      row(t('amount'), formatVnd(page.amount), 'amount'),
      '</dl>',
      `<p class="choose">${t('chooseOutcome')}</p>`,
      `<form method="post" action="${escapeHtml(page.action)}">`,
      `<button type="submit" name="outcome" value="paid" class="pay" data-testid="sim-pay">${t('actions.pay')}</button>`,
      `<button type="submit" name="outcome" value="cancelled" data-testid="sim-cancel">${t('actions.cancel')}</button>`,
      `<button type="submit" name="outcome" value="failed" class="fail" data-testid="sim-fail">${t('actions.fail')}</button>`,
      '</form></div>',
    ].join(''),
  );
}

export type RefusalReason =
  | 'badSignature'
  | 'malformed'
  | 'unknownMerchant'
  | 'expired'
  | 'notFound'
  | 'notYourPayment'
  | 'alreadyCompleted';

export function renderRefusalPage(
  language: Language,
  provider: PaymentProviderName,
  reason: RefusalReason,
): string {
  const t = (key: string) => escapeHtml(translate(language, `paymentSimulator.${key}`));
  return frame(
    language,
    provider,
    `<div class="card" role="alert" data-reason="${reason}"><h1>${t('errors.title')}</h1><p>${t(`errors.${reason}`)}</p></div>`,
  );
}
