import { randomBytes, randomUUID } from 'node:crypto';
import { recordDailySales } from '../analytics/daily-sales';
import type { AppContext } from '../app/app-context';
import { cartItems } from '../cart/cart.tables';
import { type AddressSnapshot, checkouts, orderItems, orders } from '../orders/orders.tables';

const DAY_MS = 86_400_000;

const ADDRESS: AddressSnapshot = {
  recipientName: 'Nguyễn Thị Lan',
  phone: '+84901234567',
  country: 'VN',
  provinceCode: '79',
  provinceName: 'Thành phố Hồ Chí Minh',
  district: null,
  wardCode: null,
  wardName: 'Phường Sài Gòn',
  specificAddress: '45 Lê Lợi',
  postalCode: null,
};

/**
 * An order of `buyerUserId` at the shop, written straight to the tables (the checkout and the
 * state machine have their own tests): one line per variant, completed `completedDaysAgo` days
 * ago, or still on its way when that is null.
 */
export async function insertOrder(
  ctx: AppContext,
  input: {
    buyerUserId: string;
    shopId: string;
    productId: string;
    variants: { id: string; label: string }[];
    completedDaysAgo?: number | null;
  },
) {
  const db = ctx.database.db;
  const [checkout] = await db
    .insert(checkouts)
    .values({
      userId: input.buyerUserId,
      ownerKey: `u:${input.buyerUserId}`,
      idempotencyKey: randomUUID(),
      requestHash: 'test',
      paymentMethod: 'CASH',
      goodsTotal: 200_000,
      shippingTotal: 0,
      shopDiscount: 0,
      platformDiscount: 0,
      shippingDiscount: 0,
      totalPayment: 200_000,
    })
    .returning({ id: checkouts.id });
  if (!checkout) throw new Error('checkout insert returned nothing');
  const completedAt =
    input.completedDaysAgo === null
      ? null
      : new Date(ctx.now().getTime() - (input.completedDaysAgo ?? 1) * DAY_MS);
  const [order] = await db
    .insert(orders)
    .values({
      code: `CD${randomBytes(5).toString('hex').toUpperCase()}`,
      checkoutId: checkout.id,
      shopId: input.shopId,
      userId: input.buyerUserId,
      status: completedAt ? 'delivered' : 'shipping',
      paymentStatus: 'cod',
      paymentMethod: 'CASH',
      shippingMethod: 'self',
      recipient: ADDRESS,
      pickup: ADDRESS,
      goodsTotal: 200_000,
      shippingFee: 0,
      shopDiscount: 0,
      platformDiscount: 0,
      shippingDiscount: 0,
      total: 200_000,
      deliveredAt: completedAt,
      completedAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned nothing');
  const items = await db
    .insert(orderItems)
    .values(
      input.variants.map((variant) => ({
        orderId: order.id,
        productId: input.productId,
        variantId: variant.id,
        productName: 'Áo thun cotton',
        variantLabel: variant.label,
        quantity: 1,
        originalPrice: 200_000,
        unitPrice: 200_000,
        lineTotal: 200_000,
        sellerRevenue: 200_000,
      })),
    )
    .returning({ id: orderItems.id });
  await recordDailySales(db, [order.id], 1);
  return { orderId: order.id, itemIds: items.map((item) => item.id) };
}

/** Puts a selected line straight into a user's cart. */
export async function putInCart(ctx: AppContext, userId: string, variantId: string, quantity: number) {
  await ctx.database.db.insert(cartItems).values({ userId, variantId, quantity, isSelected: true });
}
