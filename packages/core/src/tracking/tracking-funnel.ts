import type { FunnelStep } from './tracking-event-types';

/**
 * The admin's shopping-behaviour funnel: of the sessions that viewed a product, how many added
 * to cart, went to checkout and ordered. Each step counts sessions that reached it, whatever
 * they did before (a buy-now skips the cart), so a rate is step over the step before, and the
 * overall rate is orders over product views.
 */
export type DeviceKind = 'android' | 'ios' | 'windows' | 'mac' | 'linux' | 'other';

/** The device kind of a session from its os_version (or a user agent the client sent there). */
export function deviceKindOf(osVersion: string | null | undefined): DeviceKind {
  const text = (osVersion ?? '').toLowerCase();
  if (text.includes('android')) return 'android';
  if (/ios|iphone|ipad/.test(text)) return 'ios';
  if (text.includes('windows')) return 'windows';
  if (/mac ?os|macintosh|os x/.test(text)) return 'mac';
  if (/linux|cros|chrome os/.test(text)) return 'linux';
  return 'other';
}

export interface FunnelCounts {
  sessions: number;
  view: number;
  cart: number;
  checkout: number;
  order: number;
}

export interface FunnelRow extends FunnelCounts {
  day: string;
  language: string;
  area: string;
  osVersion: string | null;
}

export type FunnelDimension = 'day' | 'language' | 'area' | 'device';

export interface FunnelGroup extends FunnelCounts {
  key: string;
  /** Step over the step before, in percent with one decimal; null when the step before is 0. */
  rates: Record<Exclude<FunnelStep, 'view'>, number | null>;
  /** Orders over product views. */
  overall: number | null;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

export function withRates(key: string, c: FunnelCounts): FunnelGroup {
  return {
    key,
    ...c,
    rates: {
      cart: percent(c.cart, c.view),
      checkout: percent(c.checkout, c.cart),
      order: percent(c.order, c.checkout),
    },
    overall: percent(c.order, c.view),
  };
}

const keyOf = (row: FunnelRow, by: FunnelDimension) =>
  by === 'device'
    ? deviceKindOf(row.osVersion)
    : by === 'day'
      ? row.day
      : by === 'language'
        ? row.language
        : row.area;

/** Rows counted per (day, language, area, os) folded by one dimension, sorted by key. */
export function funnelBy(rows: FunnelRow[], by: FunnelDimension): FunnelGroup[] {
  const groups = new Map<string, FunnelCounts>();
  for (const row of rows) {
    const key = keyOf(row, by);
    const g = groups.get(key) ?? { sessions: 0, view: 0, cart: 0, checkout: 0, order: 0 };
    g.sessions += row.sessions;
    g.view += row.view;
    g.cart += row.cart;
    g.checkout += row.checkout;
    g.order += row.order;
    groups.set(key, g);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, c]) => withRates(key, c));
}

export function funnelTotal(rows: FunnelRow[]): FunnelGroup {
  const total = funnelBy(rows, 'area').reduce<FunnelCounts>(
    (t, g) => ({
      sessions: t.sessions + g.sessions,
      view: t.view + g.view,
      cart: t.cart + g.cart,
      checkout: t.checkout + g.checkout,
      order: t.order + g.order,
    }),
    { sessions: 0, view: 0, cart: 0, checkout: 0, order: 0 },
  );
  return withRates('total', total);
}
