import { trackEvent } from './tracking/track';

/**
 * Analytics events of product.md §7 (view_item, add_to_cart, purchase…), pushed to the
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

/**
 * The page views already pushed, by history entry and subject: a page is mounted twice while
 * the app starts, and one view must count once. Going back to a page is a new view.
 */
const pushedViews = new Set<string>();

/** Runs `push` once for this view (`historyKey` is React Router's location key). */
export function oncePerView(historyKey: string, subject: string, push: () => void): void {
  const view = `${historyKey}:${subject}`;
  if (pushedViews.has(view)) return;
  pushedViews.add(view);
  push();
}

export function trackViewItem(item: AnalyticsItem): void {
  pushAnalyticsEvent('view_item', { ecommerce: { items: [item] } });
  trackEvent('ViewProduct', item.id, { price: item.price });
}

export function trackAddToCart(item: AnalyticsItem): void {
  pushAnalyticsEvent('add_to_cart', { ecommerce: { items: [item] } });
  trackEvent('AddToCart', item.id, { price: item.price });
}

/** view_blog_detail of product.md §7: one per view of a blog article. */
export function trackViewBlogDetail(article: { id: string; title: string; category: string | null }): void {
  pushAnalyticsEvent('view_blog_detail', {
    blog_id: article.id,
    blog_title: article.title,
    blog_category: article.category,
  });
  trackEvent('ViewBlog', article.id);
}

export interface PurchaseEvent {
  /** The checkout: one purchase however many shops' orders it made. */
  transactionId: string;
  /** Whole dong the buyer pays (total_order_payment). */
  revenue: number;
  items: Array<AnalyticsItem & { quantity: number }>;
}

/**
 * `purchase` (revenue, items) of product.md §7. Sent once per checkout: the result page
 * can be reloaded or come back from the gateway, so the ids already sent are remembered for
 * the browser session.
 */
export function trackPurchase(purchase: PurchaseEvent): void {
  if (typeof window === 'undefined') return;
  const sentKey = 'analyticsPurchaseSent';
  let sent: string[] = [];
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(sentKey) ?? '[]');
    sent = Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // Storage off: at worst the event is sent again on a reload.
  }
  if (sent.includes(purchase.transactionId)) return;
  pushAnalyticsEvent('purchase', {
    ecommerce: {
      transaction_id: purchase.transactionId,
      value: purchase.revenue,
      revenue: purchase.revenue,
      currency: 'VND',
      items: purchase.items,
    },
  });
  // The tracking session ends here, as an ordered one (product.md §4).
  trackEvent('OrderSuccess', purchase.transactionId, { revenue: purchase.revenue });
  try {
    window.sessionStorage.setItem(sentKey, JSON.stringify([...sent, purchase.transactionId]));
  } catch {
    // See above.
  }
}
