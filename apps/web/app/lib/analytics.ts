/**
 * Analytics events of SPEC.md section 7 (view_item, add_to_cart, purchase…), pushed to the
 * page's data layer for whatever tag manager the site loads. Nothing is sent when none is.
 */
export interface AnalyticsItem {
  id: string;
  name: string;
  /** Whole dong, what the buyer pays for one unit. */
  price: number;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushAnalyticsEvent(event: string, payload: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, ...payload });
}

export function trackViewItem(item: AnalyticsItem): void {
  pushAnalyticsEvent('view_item', { ecommerce: { items: [item] } });
}

export function trackAddToCart(item: AnalyticsItem): void {
  pushAnalyticsEvent('add_to_cart', { ecommerce: { items: [item] } });
}
