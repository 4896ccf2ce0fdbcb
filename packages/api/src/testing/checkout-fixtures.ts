import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { guests } from '../accounts/users.tables';
import { addresses } from '../addresses/addresses.tables';
import { adminWards } from '../addresses/admin-units.tables';
import { syncAdministrativeUnits } from '../addresses/sync-administrative-units';
import type { AppContext } from '../app/app-context';
import { cartItems } from '../cart/cart.tables';
import { shops } from '../shops/shops.tables';
import { insertCartProduct } from './cart-fixtures';
import type { DetailedVariantSpec } from './product-fixtures';
import { insertSignedInUser } from './user-fixtures';

export const HA_NOI = '01';
export const HO_CHI_MINH = '79';

/** A ward of a province, as the address data knows it. */
export async function wardOf(ctx: AppContext, provinceCode: string): Promise<string> {
  const [ward] = await ctx.database.db
    .select({ code: adminWards.code })
    .from(adminWards)
    .where(eq(adminWards.provinceCode, provinceCode))
    .limit(1);
  if (!ward) throw new Error(`no ward in province ${provinceCode}`);
  return ward.code;
}

/** Provinces and wards must exist for addresses and delivery quotes. */
export async function prepareCheckoutData(ctx: AppContext): Promise<void> {
  await syncAdministrativeUnits(ctx);
}

/** A shop in Hà Nội (pickup address set) with one product whose variants are `variants`. */
export async function insertSellingShop(
  ctx: AppContext,
  input: {
    name?: string;
    variants: DetailedVariantSpec[];
    businessType?: 'personal' | 'enterprise';
    paymentMethods?: string[];
  },
) {
  const world = await insertCartProduct(ctx.database.db, {
    shopName: input.name ?? `Shop ${randomUUID().slice(0, 6)}`,
    variants: input.variants,
  });
  await ctx.database.db
    .update(shops)
    .set({
      provinceCode: HA_NOI,
      wardCode: await wardOf(ctx, HA_NOI),
      street: '12 Hàng Bạc',
      businessType: input.businessType ?? 'personal',
      ...(input.paymentMethods ? { paymentMethods: input.paymentMethods } : {}),
    })
    .where(eq(shops.id, world.shop.id));
  return world;
}

/** A signed-in buyer (Bearer token) with a default address in Hồ Chí Minh City. */
export async function insertBuyer(ctx: AppContext) {
  const buyer = await insertSignedInUser(ctx);
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: buyer.userId,
      recipientName: 'Nguyễn Thị Lan',
      phone: '+84901234567',
      country: 'VN',
      provinceCode: HO_CHI_MINH,
      provinceName: 'Thành phố Hồ Chí Minh',
      wardCode: await wardOf(ctx, HO_CHI_MINH),
      wardName: 'Phường Sài Gòn',
      specificAddress: '45 Lê Lợi',
      type: 'home',
      deliveryTime: 'all_days',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  if (!address) throw new Error('address insert returned nothing');
  return { ...buyer, addressId: address.id };
}

/** A guest identity (as the guest cookie names one), for service-level checkouts. */
export async function insertGuest(ctx: AppContext): Promise<string> {
  const [guest] = await ctx.database.db
    .insert(guests)
    .values({ tokenHash: randomUUID(), expiresAt: new Date(ctx.now().getTime() + 86_400_000) })
    .returning({ id: guests.id });
  if (!guest) throw new Error('guest insert returned nothing');
  return guest.id;
}

/** Puts a selected line straight into a user's cart. */
export async function putInCart(ctx: AppContext, userId: string, variantId: string, quantity: number) {
  await ctx.database.db.insert(cartItems).values({ userId, variantId, quantity, isSelected: true });
}
