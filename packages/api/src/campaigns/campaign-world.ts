import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CartView } from '../cart/cart-schemas';
import type { PromotionPickerProduct } from '../promotions/seller-promotion-schemas';
import { shops } from '../shops/shops.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { apiCaller } from '../testing/api-caller';
import { createRaceTestApp } from '../testing/race-tests';
import { insertSellingShop } from '../testing/shop-fixtures';
import { insertBuyer, insertSignedInUser } from '../testing/user-fixtures';
import type { Campaign, Nomination, SellerCampaign } from './campaign-schemas';

export const ADMIN = '/api/v1/admin/campaigns';
export const SELLER = '/api/v1/seller/campaigns';
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const REASON = 'Giá chiến dịch chưa đủ hấp dẫn so với thị trường.';

type H = Record<string, string>;
export type Seller = { headers: H; productId: string; variants: PromotionPickerProduct['variants'] };

/**
 * The campaign tests' world: an app on the race-test database ready for checkout, two admins,
 * two sellers each with a three-variant product, and a buyer.
 */
export async function campaignWorld() {
  const t = await createRaceTestApp();
  const call = apiCaller(t.api);
  await prepareCheckoutData(t.ctx);

  async function makeSeller(): Promise<Seller> {
    const world = await insertSellingShop(t.ctx, {
      variants: [
        { colour: 'Đen', size: 'M', stock: 20, price: 150_000 },
        { colour: 'Trắng', size: 'L', stock: 5, price: 200_000 },
        { colour: 'Đỏ', size: 'S', stock: 8, price: 100_000 },
      ],
    });
    const user = await insertSignedInUser(t.ctx, { fullName: 'Trần Văn Bán' });
    await t.ctx.database.db
      .update(shops)
      .set({ ownerUserId: user.userId })
      .where(eq(shops.id, world.shop.id));
    const picker = await call<PromotionPickerProduct[]>(
      user.headers,
      'GET',
      '/api/v1/seller/promotions/product-picker',
    );
    const product = picker.body.data?.find((p) => p.id === world.productId) as PromotionPickerProduct;
    return { headers: user.headers, productId: world.productId, variants: product.variants };
  }

  return {
    t,
    call,
    admin: await insertSignedInUser(t.ctx, { fullName: 'Quản trị viên', roles: ['buyer', 'admin'] }),
    admin2: await insertSignedInUser(t.ctx, { fullName: 'Quản trị viên 2', roles: ['buyer', 'admin'] }),
    seller: await makeSeller(),
    other: await makeSeller(),
    buyer: await insertBuyer(t.ctx),
  };
}
export type CampaignWorld = Awaited<ReturnType<typeof campaignWorld>>;

/** What campaign tests do, over the world made in beforeAll (hence the getter). */
export function campaignSteps(get: () => CampaignWorld) {
  /** Registration open now for a day; the sale `startDays` from now, one day long. */
  const campaignBody = (startDays: number, extra: Record<string, unknown> = {}) => {
    const now = get().t.ctx.now().getTime();
    return {
      name: '11.11 Siêu sale thời trang',
      description: 'Giảm sâu toàn sàn',
      registrationStartsAt: new Date(now - HOUR).toISOString(),
      registrationEndsAt: new Date(now + DAY).toISOString(),
      startsAt: new Date(now + startDays * DAY).toISOString(),
      endsAt: new Date(now + (startDays + 1) * DAY).toISOString(),
      minDiscountPercent: 10,
      maxProductsPerShop: 5,
      ...extra,
    };
  };
  const createCampaign = async (startDays: number, extra: Record<string, unknown> = {}) => {
    const res = await get().call<Campaign>(
      get().admin.headers,
      'POST',
      ADMIN,
      campaignBody(startDays, extra),
    );
    expect(res.status).toBe(201);
    return res.body.data as Campaign;
  };
  const v = (s: Seller, i: number) => s.variants[i] as PromotionPickerProduct['variants'][number];
  const nominate = (s: Seller, campaignId: string, body: Record<string, unknown>) =>
    get().call<SellerCampaign>(s.headers, 'POST', `${SELLER}/${campaignId}/nominations`, body);
  const nominationOf = (res: Awaited<ReturnType<typeof nominate>>, variantId: string) =>
    res.body.data?.nominations.find((n) => n.variantId === variantId) as Nomination;
  const decide = (h: H, id: string, kind: 'approve' | 'reject', reason = REASON) =>
    get().call<Nomination>(
      h,
      'POST',
      `${ADMIN}/nominations/${id}/${kind}`,
      kind === 'reject' ? { reason } : undefined,
    );
  const cartPriceOf = async (variantId: string) => {
    const cart = await get().call<{ data: CartView }>(get().buyer.headers, 'GET', '/api/v1/mobile/carts/all');
    const line = cart.body.data?.data.valid.flatMap((g) => g.items).find((i) => i.variant_id === variantId);
    return line?.price;
  };
  return { campaignBody, createCampaign, v, nominate, nominationOf, decide, cartPriceOf };
}
