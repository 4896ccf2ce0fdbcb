import type { ApiAnswer } from '../../lib/api-fetch';
import { asBuyer } from '../../lib/as-buyer';

/**
 * The product page's calls to our API (the same endpoints the mobile clients use). Each loads
 * the typed client when it is made, after the page is shown: a first look at a product does
 * not wait for it.
 */
const api = () => import('../../lib/api-fetch');

const REVIEWS = '/api/v1/public/products/{id}/reviews';
export type ProductReviewPage = ApiAnswer<typeof REVIEWS, 'get'>['data'];
type AddToCartAnswer = ApiAnswer<'/api/v1/mobile/carts', 'post'>['data'];

/**
 * Adds to the cart of the signed-in buyer or of the guest (product.md §6: a guest may order
 * without an account): a visitor with neither gets a guest identity first.
 */
export async function addToCart(
  variantId: string,
  quantity: number,
  owner: { signedIn: boolean; hasGuest: boolean },
): Promise<AddToCartAnswer> {
  const { call, client } = await api();
  const answer = await asBuyer(owner, () =>
    call(client.POST('/api/v1/mobile/carts', { body: { variantId, quantity } })),
  );
  return answer.data;
}

export async function setFollow(shopId: string, follow: boolean) {
  const path = '/api/v1/mobile/shops/{id}/follow';
  const options = { params: { path: { id: shopId } } };
  const { call, client } = await api();
  const answer = await call(follow ? client.PUT(path, options) : client.DELETE(path, options));
  return answer.data;
}

export async function setFavourite(productId: string, favourite: boolean) {
  const path = '/api/v1/mobile/products/{id}/favourite';
  const options = { params: { path: { id: productId } } };
  const { call, client } = await api();
  const answer = await call(favourite ? client.PUT(path, options) : client.DELETE(path, options));
  return answer.data;
}

/** Counts the view; the page never waits for it nor shows its failure. */
export function recordView(productId: string): void {
  api()
    .then(({ call, client }) =>
      call(client.POST('/api/v1/public/products/{id}/views', { params: { path: { id: productId } } })),
    )
    .catch(() => {});
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
  const query = {
    page: filter.page,
    ...(filter.star ? { stars: filter.star } : {}),
    ...(filter.withMedia ? { withMedia: '1' as const } : {}),
    ...(filter.variant ? { variant: filter.variant } : {}),
    ...(filter.likeMe ? { likeMe: '1' as const } : {}),
  };
  const { call, client } = await api();
  const answer = await call(client.GET(REVIEWS, { params: { path: { id: productId }, query } }));
  return answer.data;
}
