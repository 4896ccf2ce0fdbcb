import { CARRIER_CODES, type CarrierCode } from '../shipping/carrier-statuses';

/** The payment gateways whose confirmation is noted on an order's history. */
export const NOTED_PAYMENT_PROVIDERS = ['vnpay', 'momo', 'zalopay'] as const;

/**
 * What the note of an order-history entry says, as data the buyer's screens put into words:
 * a carrier's report ("GHN picked", "GHTK 5"), the gateway that confirmed a payment ("vnpay"),
 * or a reason code ("change_items"; words after a ";" are not part of it). Notes are written
 * by transition-order.ts as "<event>: <note>"; this reads the part after the event.
 */
export type HistoryDetail =
  | { kind: 'carrier'; carrier: CarrierCode; carrierStatus: string }
  | { kind: 'payment'; provider: (typeof NOTED_PAYMENT_PROVIDERS)[number] }
  | { kind: 'reason'; code: string };

const CARRIER_NOTE = /^(GHN|GHTK) (\S+)$/i;

export function historyDetailOf(note: string | null): HistoryDetail | null {
  const text = note?.split(';')[0]?.trim();
  if (!text) return null;
  const carrier = CARRIER_NOTE.exec(text);
  if (carrier?.[1] && carrier[2]) {
    const code = carrier[1].toLowerCase() as CarrierCode;
    if ((CARRIER_CODES as readonly string[]).includes(code)) {
      return { kind: 'carrier', carrier: code, carrierStatus: carrier[2] };
    }
  }
  const provider = NOTED_PAYMENT_PROVIDERS.find((name) => name === text.toLowerCase());
  if (provider) return { kind: 'payment', provider };
  return { kind: 'reason', code: text };
}
