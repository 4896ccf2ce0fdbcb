import type { ReturnCondition } from '@cho-dep/core/catalog/catalog-states';
import type { ShippingMethodCode } from '@cho-dep/core/checkout/checkout-schemas';
import type { PaymentMethod } from '@cho-dep/core/checkout/payment-methods';
import { AppError } from '@cho-dep/core/errors/app-error';
import { inactiveDaysOf, isInactiveSeller } from '@cho-dep/core/seller-shop/inactive-seller';
import type { Db } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import { addresses } from '../../addresses/addresses.tables';
import { adminProvinces, adminWards } from '../../addresses/admin-units.tables';
import { IMAGE_SIZES, imageUrl, type UrlOf } from '../../products/catalog/catalog-media';
import { shops } from '../shops.tables';
import type { SellerActivity, ShopSettings } from './shop-settings-schemas';

function activityOf(lastActiveAt: Date, now: Date): SellerActivity {
  return {
    lastActiveAt: lastActiveAt.toISOString(),
    inactiveDays: inactiveDaysOf(lastActiveAt, now),
    warning: isInactiveSeller(lastActiveAt, now),
  };
}

/** Whether the seller centre shows the inactive warning (product.md §8). */
export async function loadSellerActivity(db: Db, shopId: string, now: Date): Promise<SellerActivity> {
  const [row] = await db.select({ at: shops.sellerActiveAt }).from(shops).where(eq(shops.id, shopId));
  if (!row) throw new AppError('NOT_FOUND');
  return activityOf(row.at, now);
}

/** Every section of /ban-hang/cai-dat for the seller's shop. */
export async function loadShopSettings(
  db: Db,
  shopId: string,
  urlOf: UrlOf,
  now: Date,
): Promise<ShopSettings> {
  const [row] = await db
    .select({
      shop: shops,
      pickupId: addresses.id,
      provinceName: adminProvinces.name,
      wardName: adminWards.name,
    })
    .from(shops)
    .leftJoin(addresses, and(eq(addresses.userId, shops.ownerUserId), eq(addresses.isPickup, true)))
    .leftJoin(adminProvinces, eq(adminProvinces.code, shops.provinceCode))
    .leftJoin(adminWards, eq(adminWards.code, shops.wardCode))
    .where(eq(shops.id, shopId));
  if (!row) throw new AppError('NOT_FOUND');
  const { shop } = row;
  const fallback = shop.street
    ? [shop.street, row.wardName, row.provinceName].filter(Boolean).join(', ')
    : null;
  return {
    info: {
      name: shop.name,
      description: shop.description ?? '',
      logoUrl: imageUrl(urlOf, shop.logoKey, IMAGE_SIZES.logo[1]),
      coverUrl: imageUrl(urlOf, shop.coverKey, IMAGE_SIZES.cover[1]),
    },
    shipping: {
      shippingMethods: shop.shippingMethods as ShippingMethodCode[],
      pickupAddressId: row.pickupId,
      pickupFallback: row.pickupId ? null : fallback,
      preparationDays: shop.defaultPreparationDays,
    },
    returnPolicy: {
      returnDays: shop.defaultReturnDays,
      returnConditions: shop.defaultReturnConditions as ReturnCondition[],
    },
    payment: { paymentMethods: shop.paymentMethods as PaymentMethod[] },
    paused: shop.isPaused,
    country: shop.country,
    activity: activityOf(shop.sellerActiveAt, now),
  };
}

/** What a new product's form starts with (for the product form of the seller centre). */
export async function loadProductDefaults(db: Db, shopId: string) {
  const [row] = await db
    .select({
      preparationDays: shops.defaultPreparationDays,
      returnDays: shops.defaultReturnDays,
      returnConditions: shops.defaultReturnConditions,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, returnConditions: row.returnConditions as ReturnCondition[] };
}
