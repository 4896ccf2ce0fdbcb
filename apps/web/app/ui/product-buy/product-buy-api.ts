import { type ApiAnswer, call, client } from '../../lib/api-fetch';
import { asBuyer } from '../../lib/as-buyer';

/** Buying from a sheet: the product page's own product read and the cart's add. */

export const PRODUCT_DETAIL = '/api/v1/public/products/{id}';
export type ProductDetail = ApiAnswer<typeof PRODUCT_DETAIL, 'get'>['data'];

/** The product as its page shows it now: live price (promotions included), variants, stock. */
export async function fetchProduct(productId: string): Promise<ProductDetail> {
  const answer = await call(client.GET(PRODUCT_DETAIL, { params: { path: { id: productId } } }));
  return answer.data;
}

/**
 * Adds to the cart as the product page does: the signed-in buyer's, or a guest's (product.md
 * §6: a guest may order without an account), a guest identity being made on the first add.
 */
export async function addToCart(variantId: string, quantity: number, signedIn: boolean) {
  const answer = await asBuyer({ signedIn }, () =>
    call(client.POST('/api/v1/mobile/carts', { body: { variantId, quantity } })),
  );
  return answer.data;
}
