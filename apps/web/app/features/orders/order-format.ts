import { DEFAULT_TIME_ZONE } from '@cho-dep/core/format/date';
import type { BuyerOrderTab } from '@cho-dep/core/orders/buyer-order-tabs';

/** The buyer-facing label of an order: delivered orders read "completed" once confirmed. */
export type OrderLabel =
  | 'pending'
  | 'awaiting_confirmation'
  | 'awaiting_pickup'
  | 'shipping'
  | 'delivered'
  | 'completed'
  | 'cancellation_pending'
  | 'cancelled'
  | 'return_refund';

export function orderLabel(order: { status: string; completed: boolean }): OrderLabel {
  if (order.status === 'delivered' && order.completed) return 'completed';
  return order.status as OrderLabel;
}

/** The tab a ?tab= value names; anything else is "all" (an old or hand-typed link still works). */
export function parseOrderTab(value: string | null, tabs: readonly BuyerOrderTab[]): BuyerOrderTab {
  return tabs.find((tab) => tab === value) ?? 'all';
}

export function ordersHref(tab: BuyerOrderTab): string {
  return tab === 'all' ? '/trang-ca-nhan/don-hang' : `/trang-ca-nhan/don-hang?tab=${tab}`;
}

export function orderHref(id: string): string {
  return `/trang-ca-nhan/don-hang/${encodeURIComponent(id)}`;
}

/**
 * A moment as Vietnamese buyers read it, `14:05 21/11/2026`, in Vietnam's zone whatever the
 * phone's zone (times are stored in UTC), so the server's and the browser's HTML agree.
 */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: DEFAULT_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('day')}/${part('month')}/${part('year')}`;
}

/** A delivery day (`2026-11-25`, already Vietnam's calendar) as `25/11`. */
export function formatDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}` : value;
}

/** One line of an address, most specific first, as Vietnamese addresses are written. */
export function addressLine(address: {
  specificAddress: string;
  wardName: string | null;
  district: string | null;
  provinceName: string | null;
}): string {
  return [address.specificAddress, address.wardName, address.district, address.provinceName]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(', ');
}

/**
 * A history note is an event name ("seller_confirm", "placed_cod"…) with, for cancels, a
 * reason code (words after a ";" left out): the reason code alone, for its words.
 */
export function reasonCodeOf(note: string | null): string | null {
  if (!note) return null;
  const code = note.split(';')[0]?.trim();
  return code || null;
}
