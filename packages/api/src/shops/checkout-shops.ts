import type { Db, Tx } from '@cho-dep/db/client';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
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
    .select({
      shop: shops,
      ownerPhone: users.phone,
      provinceName: adminProvinces.name,
      wardName: adminWards.name,
    })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerUserId))
    .leftJoin(adminProvinces, eq(adminProvinces.code, shops.provinceCode))
    .leftJoin(adminWards, eq(adminWards.code, shops.wardCode))
    .where(inArray(shops.id, [...ids]));
  return new Map(
    rows.map(({ shop, ownerPhone, provinceName, wardName }) => [
      shop.id,
      {
        id: shop.id,
        name: shop.name,
        country: shop.country,
        businessType: shop.businessType,
        isPaused: shop.isPaused,
        paymentMethods: shop.paymentMethods,
        shippingMethods: shop.shippingMethods,
        pickup: {
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
