import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { shops } from '../shops/shops.tables';
import { insertSellingShop } from './checkout-fixtures';
import { insertSignedInUser } from './user-fixtures';

/** An approved shop (one product, pickup in Hà Nội) owned by a signed-in seller. */
export async function insertSellerWithShop(ctx: AppContext, stock = 20) {
  const world = await insertSellingShop(ctx, {
    name: `Shop ${randomUUID().slice(0, 6)}`,
    variants: [{ colour: 'Đen', size: 'M', stock, price: 150_000 }],
  });
  const seller = await insertSignedInUser(ctx, { fullName: 'Trần Văn Bán' });
  await ctx.database.db.update(shops).set({ ownerUserId: seller.userId }).where(eq(shops.id, world.shop.id));
  return {
    ...world,
    shopId: world.shop.id,
    variantId: world.variantIds[0] as string,
    headers: seller.headers,
    userId: seller.userId,
  };
}

export interface Answer<T> {
  data?: T;
  error?: { code: string; message: string; fields: { path: string; message: string }[] };
}

/** Calls the test app's API as `headers` and reads the JSON answer. */
export function apiCaller(app: {
  request: (path: string, init: RequestInit) => Response | Promise<Response>;
}) {
  return async <T>(headers: Record<string, string>, method: string, path: string, body?: unknown) => {
    const res = await app.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer<T> };
  };
}
