import { listAddresses } from '@cho-dep/api/addresses/address-service';
import { loadShopSettings } from '@cho-dep/api/shops/settings/shop-settings-queries';
import type { SellerContext } from '../../../lib/require-seller.server';

/** Every settings section of the seller's shop, as GET /api/v1/seller/shop/settings answers. */
export function loadSettings(seller: SellerContext) {
  const { app } = seller;
  return loadShopSettings(app.database.db, seller.shop.id, (key) => app.storage.urlOf(key), app.now());
}

/** The shipping page also needs the owner's saved addresses to choose the pickup one. */
export async function loadShippingPage(seller: SellerContext) {
  const userId = seller.user?.userId ?? '';
  const [settings, addresses] = await Promise.all([
    loadSettings(seller),
    listAddresses(seller.app, userId, seller.info.language),
  ]);
  return { settings, addresses };
}
