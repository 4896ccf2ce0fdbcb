import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote, PlacedCheckout } from '../checkout/checkout-answer-schemas';
import { orderItems, orders } from '../orders/orders.tables';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { apiCaller } from '../testing/api-caller';
import { putInCart } from '../testing/order-fixtures';
import { insertSellingShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer, insertSignedInUser } from '../testing/user-fixtures';
import type { PromotionPickerProduct, SellerPromotionDetail } from './seller-promotion-schemas';

const BASE = '/api/v1/seller/promotions';
const DAY = 86_400_000;

/**
 * A program's maximum discount is what buyers pay. A 30% program with a cap on a
 * 200,000 ₫ product: the cart, the checkout quote, the placed order and the product page all
 * say 200,000 − min(60,000, cap).
 */
describe('a promotion program with a maximum discount, as buyers pay it', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof apiCaller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t.api);
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  /** A shop with one 200,000 ₫ product and a running 30% program on it, with this cap. */
  async function programWithCap(maxDiscount: number | null) {
    const world = await insertSellingShop(t.ctx, {
      name: `Shop ${randomUUID().slice(0, 6)}`,
      variants: [{ colour: 'Đen', size: 'M', stock: 20, price: 200_000 }],
    });
    // The fixture's product row carries its own sale price; make it the variant's 200,000 ₫.
    await t.ctx.database.db
      .update(products)
      .set({ price: 200_000, salePrice: null })
      .where(eq(products.id, world.productId));
    // A visitor opens the page before the program: the page is cached, and the program's
    // creation must drop it (the prices below are read right after).
    expect((await call({}, 'GET', `/api/v1/public/products/${world.productId}`)).status).toBe(200);
    const seller = await insertSignedInUser(t.ctx, { fullName: 'Trần Văn Bán' });
    await t.ctx.database.db
      .update(shops)
      .set({ ownerUserId: seller.userId })
      .where(eq(shops.id, world.shop.id));
    const picker = await call<PromotionPickerProduct[]>(seller.headers, 'GET', `${BASE}/product-picker`);
    const product = picker.body.data?.find((p) => p.id === world.productId) as PromotionPickerProduct;
    expect(product.price).toBe(200_000);
    const created = await call<SellerPromotionDetail>(seller.headers, 'POST', BASE, {
      name: 'Giảm 30% có giới hạn',
      kind: 'product',
      // A start already past means "from now": the program runs at once.
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + DAY).toISOString(),
      items: [
        {
          productId: world.productId,
          originalPrice: 200_000,
          discountedPrice: 140_000,
          maxDiscount,
          stock: 10,
        },
      ],
    });
    expect(created.status).toBe(201);
    return { variantId: world.variantIds[0] as string, productId: world.productId };
  }

  async function pricesSeen(maxDiscount: number | null) {
    const { variantId, productId } = await programWithCap(maxDiscount);
    const buyer = await insertBuyer(t.ctx);
    await putInCart(t.ctx, buyer.userId, variantId, 2);

    const cart = await call<{
      data: { valid: { items: { variant_id: string; price: number; price_original: number }[] }[] };
    }>(buyer.headers, 'GET', '/api/v1/mobile/carts/all');
    const cartLine = cart.body.data?.data.valid
      .flatMap((g) => g.items)
      .find((i) => i.variant_id === variantId);
    expect(cartLine?.price_original).toBe(200_000);

    const quote = await call<CheckoutQuote>(buyer.headers, 'POST', '/api/v1/mobile/checkout/quote', {});
    expect(quote.status).toBe(200);
    const q = quote.body.data as CheckoutQuote;
    const quoteLine = q.shops.flatMap((s) => s.items).find((i) => i.variantId === variantId);
    expect(quoteLine?.promotion).toBe(true);

    const placed = await call<PlacedCheckout>(
      { ...buyer.headers, 'idempotency-key': `cap-${randomUUID()}` },
      'POST',
      '/api/v1/mobile/checkout/orders',
      { draft: {}, agreeTerms: true, expectedTotal: q.totals.totalPayment },
    );
    expect(placed.status).toBe(200);
    const db = t.ctx.database.db;
    const [order] = await db
      .select({ id: orders.id, goodsTotal: orders.goodsTotal })
      .from(orders)
      .where(eq(orders.checkoutId, (placed.body.data as PlacedCheckout).checkoutId));
    const [line] = await db
      .select({ unitPrice: orderItems.unitPrice })
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id as string));

    const page = await call<{ variants: { id: string; price: number; salePrice: number | null }[] }>(
      {},
      'GET',
      `/api/v1/public/products/${productId}`,
    );
    expect(page.status).toBe(200);
    const pageVariant = page.body.data?.variants.find((v) => v.id === variantId);
    expect(pageVariant?.price).toBe(200_000);

    return {
      cart: cartLine?.price,
      quote: quoteLine?.unitPrice,
      quoteLineTotal: quoteLine?.lineTotal,
      order: line?.unitPrice,
      orderGoods: order?.goodsTotal,
      page: pageVariant?.salePrice,
    };
  }

  it('a cap below the 30% discount: everyone charges and shows 200,000 − cap', async () => {
    expect(await pricesSeen(50_000)).toEqual({
      cart: 150_000,
      quote: 150_000,
      quoteLineTotal: 300_000,
      order: 150_000,
      orderGoods: 300_000,
      page: 150_000,
    });
  });

  it('a cap 1 ₫ below the discount takes 1 ₫ off the saving', async () => {
    const seen = await pricesSeen(59_999);
    expect([seen.cart, seen.quote, seen.order, seen.page]).toEqual([140_001, 140_001, 140_001, 140_001]);
  });

  it('a cap equal to the discount, or none, charges the program price', async () => {
    const at = await pricesSeen(60_000);
    expect([at.cart, at.quote, at.order, at.page]).toEqual([140_000, 140_000, 140_000, 140_000]);
    const none = await pricesSeen(null);
    expect([none.cart, none.quote, none.order, none.page]).toEqual([140_000, 140_000, 140_000, 140_000]);
  });

  it('a cap above the discount is refused when the program is saved', async () => {
    const world = await insertSellingShop(t.ctx, {
      variants: [{ colour: 'Đen', size: 'M', stock: 20, price: 200_000 }],
    });
    const seller = await insertSignedInUser(t.ctx);
    await t.ctx.database.db
      .update(shops)
      .set({ ownerUserId: seller.userId })
      .where(eq(shops.id, world.shop.id));
    const res = await call(seller.headers, 'POST', BASE, {
      name: 'Giới hạn quá cao',
      kind: 'product',
      startsAt: new Date(Date.now() + DAY).toISOString(),
      endsAt: new Date(Date.now() + 2 * DAY).toISOString(),
      items: [
        {
          productId: world.productId,
          originalPrice: 200_000,
          discountedPrice: 140_000,
          maxDiscount: 60_001,
          stock: 10,
        },
      ],
    });
    expect(res.status).toBe(400);
  });
});
