import { type ApiAnswer, call, client } from '../../../lib/api-fetch';

export const PRODUCT_POSTS = '/community/v1/products/{productId}/posts';
export type ProductPostsPage = ApiAnswer<typeof PRODUCT_POSTS, 'get'>['data'];

/** A page of the posts that tag a product; `similar`: people with measurements like mine. */
export async function fetchProductPosts(
  productId: string,
  similar: boolean,
  cursor: string | null,
): Promise<ProductPostsPage> {
  const query = { ...(cursor ? { cursor } : {}), ...(similar ? { similarBody: '1' as const } : {}) };
  const answer = await call(client.GET(PRODUCT_POSTS, { params: { path: { productId }, query } }));
  return answer.data;
}
