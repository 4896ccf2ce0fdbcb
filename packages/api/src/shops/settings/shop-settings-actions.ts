import type { ShopCountry } from '@cho-dep/core/catalog/catalog-states';
import { AppError } from '@cho-dep/core/errors/app-error';
import type {
  PaymentSettingsInput,
  ReturnPolicyInput,
  ShippingSettingsInput,
  ShopInfoInput,
} from '@cho-dep/core/seller-shop/shop-settings-schemas';
import type { Db } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import { addresses } from '../../addresses/addresses.tables';
import { movePickupFlag } from '../../addresses/pickup-address';
import { isUuid } from '../../follows/follow-service';
import type { SellerShop } from '../current-shop';
import { shops } from '../shops.tables';

/**
 * Deliveries, pickup address and default preparation time. The pickup address is one of the
 * owner's saved addresses: it takes the pickup flag (one per user, a unique index) and the
 * checkout collects from it (shops/checkout-shops.ts).
 */
export async function saveShippingSettings(
  db: Db,
  seller: SellerShop,
  input: ShippingSettingsInput,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, seller.shopId)).for('update');
    const [address] = isUuid(input.pickupAddressId)
      ? await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(eq(addresses.id, input.pickupAddressId), eq(addresses.userId, seller.userId)))
          .for('update')
      : [];
    if (!address) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'pickupAddressId', message: 'validation.shopSettings.pickupRequired' }],
      });
    }
    await movePickupFlag(tx, seller.userId, address.id, now);
    await tx
      .update(shops)
      .set({
        shippingMethods: input.shippingMethods,
        defaultPreparationDays: input.preparationDays,
        updatedAt: now,
      })
      .where(eq(shops.id, seller.shopId));
  });
}

export async function saveReturnPolicy(db: Db, shopId: string, input: ReturnPolicyInput, now: Date) {
  await db
    .update(shops)
    .set({
      defaultReturnDays: input.returnDays,
      defaultReturnConditions: input.returnConditions,
      updatedAt: now,
    })
    .where(eq(shops.id, shopId));
}

/** The methods the shop accepts; the checkout refuses the others (PAYMENT_METHOD_NOT_APPLIED_BY_SHOP). */
export async function savePaymentSettings(db: Db, shopId: string, input: PaymentSettingsInput, now: Date) {
  await db
    .update(shops)
    .set({ paymentMethods: input.paymentMethods, updatedAt: now })
    .where(eq(shops.id, shopId));
}

export async function saveShopInfo(db: Db, shopId: string, input: ShopInfoInput, now: Date) {
  await db
    .update(shops)
    .set({ name: input.name, description: input.description, updatedAt: now })
    .where(eq(shops.id, shopId));
}

/**
 * Pause mode (vacation). The listing trigger of migration 0007 unlists the products at once
 * (listings, search, home); the cart and checkout refuse them with SHOP_PAUSED.
 */
export async function savePause(db: Db, shopId: string, paused: boolean, now: Date) {
  await db.update(shops).set({ isPaused: paused, updatedAt: now }).where(eq(shops.id, shopId));
}

/** The shop's area; the trigger of migration 0007 copies it onto the products (search filter). */
export async function saveCountry(db: Db, shopId: string, country: ShopCountry, now: Date) {
  await db.update(shops).set({ country, updatedAt: now }).where(eq(shops.id, shopId));
}

/** Counts as seller activity: any successful write in the seller centre (see seller-activity.ts). */
export async function touchSellerActivity(db: Db, ownerUserId: string, now: Date) {
  await db
    .update(shops)
    .set({ sellerActiveAt: now })
    .where(and(eq(shops.ownerUserId, ownerUserId), eq(shops.status, 'approved')));
}
