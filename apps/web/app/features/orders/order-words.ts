import type { BuyerOrderDetail } from '@cho-dep/api/orders/buyer-order-schemas';
import type { HistoryDetail } from '@cho-dep/core/orders/history-note';
import type { ShipmentStatus } from '@cho-dep/core/shipping/shipment-statuses';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * A carrier's status in the buyer's words: its own code first (GHN "sorting", GHTK "9"), else
 * the shipping-company status it maps to, so a status the carrier adds later still reads.
 */
export function carrierStatusWords(
  t: T,
  carrier: string,
  carrierStatus: string,
  companyStatus?: ShipmentStatus,
): string {
  const fallback = companyStatus ? t(`shipments.companyStatus.${companyStatus}`) : carrierStatus;
  return t(`orders.carrierStatus.${carrier}.${carrierStatus}`, { defaultValue: fallback });
}

/** The line under a timeline entry: the carrier's report, the paying gateway, or a reason. */
export function historyDetailWords(t: T, detail: HistoryDetail | null): string | null {
  if (!detail) return null;
  switch (detail.kind) {
    case 'carrier':
      return `${t(`orders.carriers.${detail.carrier}`)}: ${carrierStatusWords(t, detail.carrier, detail.carrierStatus)}`;
    case 'payment':
      return t('orders.paidVia', { provider: t(`orders.paymentProviders.${detail.provider}`) });
    case 'reason':
      return t(`orders.cancelReasons.${detail.code}`, {
        defaultValue: t(`orders.events.${detail.code}`, { defaultValue: detail.code }),
      });
  }
}

export type TimelineEntry = BuyerOrderDetail['timeline'][number];

/** What moved the order, in words: the event's name, else the status it reached. */
export function timelineWords(t: T, entry: TimelineEntry): string {
  return entry.event
    ? t(`orders.events.${entry.event}`, { defaultValue: t(`orders.status.${entry.status}`) })
    : t(`orders.status.${entry.status}`);
}
