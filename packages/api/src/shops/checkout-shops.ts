import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { addresses } from '../addresses/addresses.tables';
import { adminProvinces, adminWards } from '../addresses/admin-units.tables';
import { shops } from './shops.tables';

/** What the checkout needs to know about a shop: where it ships from and what it accepts. */
export interface CheckoutShop {
  id: string;
  name: string;
  country: 'VN' | 'KO';
  businessType: 'personal' | 'enterprise';
  isPaused: boolean;
  paymentMethods: string[];
  shippingMethods: string[];
  /** The pickup address; provinceCode null means the seller has none ('Missing pickup address'). */
  pickup: {
    recipientName: string;
    phone: string;
    country: 'VN' | 'KO';
    provinceCode: string | null;
    provinceName: string | null;
    district: string | null;
    wardCode: string | null;
    wardName: string | null;
    specificAddress: string;
    postalCode: string | null;
  };
}

export async function loadCheckoutShops(
  db: Db | Tx,
  ids: readonly string[],
): Promise<Map<string, CheckoutShop>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    // Only the columns read below: a checkout asks this twice, and every column is one more
    // piece of the statement to build and one more field to read back.
    .select({
      shop: {
        id: shops.id,
        name: shops.name,
        country: shops.country,
        businessType: shops.businessType,
        isPaused: shops.isPaused,
        paymentMethods: shops.paymentMethods,
        shippingMethods: shops.shippingMethods,
        provinceCode: shops.provinceCode,
        wardCode: shops.wardCode,
        street: shops.street,
      },
      ownerPhone: users.phone,
      provinceName: adminProvinces.name,
      wardName: adminWards.name,
      pickupAddress: {
        recipientName: addresses.recipientName,
        phone: addresses.phone,
        country: addresses.country,
        provinceCode: addresses.provinceCode,
        provinceName: addresses.provinceName,
        district: addresses.district,
        wardCode: addresses.wardCode,
        wardName: addresses.wardName,
        specificAddress: addresses.specificAddress,
        postalCode: addresses.postalCode,
      },
    })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerUserId))
    // The owner's saved pickup address (seller settings, /ban-hang/cai-dat/van-chuyen) wins over
    // the address given at registration, which stays the fallback.
    .leftJoin(addresses, and(eq(addresses.userId, shops.ownerUserId), eq(addresses.isPickup, true)))
    .leftJoin(adminProvinces, eq(adminProvinces.code, shops.provinceCode))
    .leftJoin(adminWards, eq(adminWards.code, shops.wardCode))
    .where(inArray(shops.id, [...ids]));
  return new Map(
    rows.map(({ shop, ownerPhone, provinceName, wardName, pickupAddress }) => [
      shop.id,
      {
        id: shop.id,
        name: shop.name,
        country: shop.country,
        businessType: shop.businessType,
        isPaused: shop.isPaused,
        paymentMethods: shop.paymentMethods,
        shippingMethods: shop.shippingMethods,
        pickup: pickupAddress
          ? {
              recipientName: pickupAddress.recipientName,
              phone: pickupAddress.phone,
              country: pickupAddress.country,
              provinceCode: pickupAddress.provinceCode,
              provinceName: pickupAddress.provinceName,
              district: pickupAddress.district,
              wardCode: pickupAddress.wardCode,
              wardName: pickupAddress.wardName,
              specificAddress: pickupAddress.specificAddress,
              postalCode: pickupAddress.postalCode,
            }
          : {
              recipientName: shop.name,
              phone: ownerPhone ?? '',
              country: shop.country,
              provinceCode: shop.provinceCode,
              provinceName: provinceName ?? null,
              district: null,
              wardCode: shop.wardCode,
              wardName: wardName ?? null,
              specificAddress: shop.street ?? '',
              postalCode: null,
            },
      },
    ]),
  );
}
