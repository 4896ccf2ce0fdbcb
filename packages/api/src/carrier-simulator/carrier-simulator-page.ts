import type { Language } from '@cho-dep/core/locale/locales';
import type { CarrierCode } from '@cho-dep/core/shipping/carrier-statuses';
import type { ShipmentStatus } from '@cho-dep/core/shipping/shipment-statuses';
import { translate } from '@cho-dep/i18n/translate';
import { escapeHtml } from '../payment-simulator/simulator-page';
import { CARRIER_SCENARIOS, nextStatuses } from './carrier-scenarios';

export interface SimulatedShipment {
  carrier: CarrierCode;
  trackingCode: string;
  orderCode: string;
  orderStatus: string;
  companyStatus: ShipmentStatus;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f2f4f7;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1d2939}
header{background:#00467f;color:#fff;padding:14px 20px;font-weight:700;font-size:18px}
main{max-width:760px;margin:0 auto;padding:16px}
.notice{font-size:13px;color:#b54708;background:#fffaeb;border:1px solid #fedf89;border-radius:8px;padding:8px 12px;margin:0 0 16px}
.card{background:#fff;border-radius:12px;padding:16px;margin:0 0 12px;box-shadow:0 1px 3px rgba(16,24,40,.1)}
.card h2{font-size:16px;margin:0 0 4px;word-break:break-all}
.meta{font-size:13px;color:#475467;margin:0 0 10px}
.row{display:flex;flex-wrap:wrap;gap:8px;margin:6px 0}
.row span{font-size:13px;color:#667085;width:100%}
form{display:inline}
button{font:inherit;font-size:14px;border-radius:8px;padding:8px 12px;min-height:44px;cursor:pointer;border:1px solid #d0d5dd;background:#fff;color:#344054}
button.scenario{border-color:#00467f;color:#00467f}
.search{display:flex;gap:8px;margin:0 0 16px}
.search input{flex:1;font:inherit;padding:8px 12px;border:1px solid #d0d5dd;border-radius:8px;min-height:44px}
`;

/**
 * The carrier simulator's one page (server-rendered, self-contained like the payment
 * simulator's): every shipment with a button per status it may move to and the scenarios.
 * Each button posts to /dev/carrier/... which sends the carrier's webhook to our endpoint.
 */
export function renderCarrierSimulatorPage(
  language: Language,
  list: SimulatedShipment[],
  query: string,
): string {
  const t = (key: string) => escapeHtml(translate(language, `shipments.${key}`));
  const status = (s: string) => t(`companyStatus.${s}`);
  const cards = list.map((s) => {
    const base = `/dev/carrier/${s.carrier}/${encodeURIComponent(s.trackingCode)}`;
    const advance = nextStatuses(s.carrier, s.companyStatus)
      .map(
        (to) =>
          `<form method="post" action="${base}/advance"><input type="hidden" name="to" value="${to}"><button type="submit" data-testid="carrier-advance-${to}">${status(to)}</button></form>`,
      )
      .join('');
    const scenarios = Object.keys(CARRIER_SCENARIOS)
      .map(
        (name) =>
          `<form method="post" action="${base}/scenario/${name}"><button type="submit" class="scenario" data-testid="carrier-scenario-${name}">${t(`simulator.scenario.${name}`)}</button></form>`,
      )
      .join('');
    return [
      `<section class="card" data-testid="carrier-shipment" data-tracking-code="${escapeHtml(s.trackingCode)}" data-order-code="${escapeHtml(s.orderCode)}">`,
      `<h2>${s.carrier.toUpperCase()} · ${escapeHtml(s.trackingCode)}</h2>`,
      `<p class="meta">${t('simulator.order')} ${escapeHtml(s.orderCode)} · ${t('simulator.orderStatus')}: <b data-testid="carrier-order-status">${escapeHtml(s.orderStatus)}</b> · ${t('simulator.companyStatus')}: <b data-testid="carrier-company-status">${status(s.companyStatus)}</b></p>`,
      advance ? `<div class="row"><span>${t('simulator.advance')}</span>${advance}</div>` : '',
      `<div class="row"><span>${t('simulator.scenarios')}</span>${scenarios}</div>`,
      '</section>',
    ].join('');
  });
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${t('simulator.title')}</title><style>${STYLE}</style></head><body>`,
    `<header>${t('simulator.title')}</header><main>`,
    `<p class="notice">${t('simulator.notice')}</p>`,
    `<form class="search" method="get" action="/dev/carrier"><input name="q" value="${escapeHtml(query)}" placeholder="${t('simulator.search')}" aria-label="${t('simulator.search')}"></form>`,
    cards.length ? cards.join('') : `<p>${t('simulator.empty')}</p>`,
    '</main></body></html>',
  ].join('');
}
