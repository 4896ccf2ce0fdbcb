import type { ProductReviewPage } from '@cho-dep/core/catalog/product-detail';
import { ApiError, api } from '../../lib/api-client';

/** The product page's calls to our API (the same endpoints the mobile clients use). */

export interface AddToCartAnswer {
  cartCount: number;
  item: { variantId: string; quantity: number };
}

const requestGuest = () => api('/community/v1/user/request-guest-user', { method: 'POST' });

/**
 * Adds to the cart of the signed-in buyer or of the guest. A visitor with neither gets a guest
 * identity first (SPEC.md section 6: a guest may order without an account); a guest cookie
 * that has expired meanwhile answers 401, and the add is tried once more with a new guest.
 */
export async function addToCart(
  variantId: string,
  quantity: number,
  owner: { signedIn: boolean; hasGuest: boolean },
): Promise<AddToCartAnswer> {
  const add = () => api<{ data: AddToCartAnswer }>('/api/v1/mobile/carts', { body: { variantId, quantity } });
  if (!owner.signedIn && !owner.hasGuest) await requestGuest();
  try {
    return (await add()).data;
  } catch (error) {
    if (owner.signedIn || !(error instanceof ApiError) || error.status !== 401) throw error;
    await requestGuest();
    return (await add()).data;
  }
}

export async function setFollow(shopId: string, follow: boolean) {
  const answer = await api<{ data: { following: boolean; followerCount: number } }>(
    `/api/v1/mobile/shops/${shopId}/follow`,
    { method: follow ? 'PUT' : 'DELETE' },
  );
  return answer.data;
}

export async function setFavourite(productId: string, favourite: boolean) {
  const answer = await api<{ data: { favourite: boolean; likeCount: number } }>(
    `/api/v1/mobile/products/${productId}/favourite`,
    { method: favourite ? 'PUT' : 'DELETE' },
  );
  return answer.data;
}

/** Counts the view; the page never waits for it nor shows its failure. */
export function recordView(productId: string): void {
  api(`/api/v1/public/products/${productId}/views`, { method: 'POST' }).catch(() => {});
}

/** The product page's review filters (GET .../reviews): one star count, with media, one variant, people like me. */
export interface ReviewFilter {
  star?: number;
  withMedia?: boolean;
  variant?: string;
  likeMe?: boolean;
}

export async function fetchReviews(
  productId: string,
  filter: ReviewFilter & { page: number },
): Promise<ProductReviewPage> {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.star) query.set('stars', String(filter.star));
  if (filter.withMedia) query.set('withMedia', '1');
  if (filter.variant) query.set('variant', filter.variant);
  if (filter.likeMe) query.set('likeMe', '1');
  const answer = await api<{ data: ProductReviewPage }>(
    `/api/v1/public/products/${productId}/reviews?${query}`,
  );
  return answer.data;
}
