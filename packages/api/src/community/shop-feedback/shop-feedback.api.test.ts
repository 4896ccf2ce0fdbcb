import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../testing/api-caller';
import { insertOrder } from '../../testing/order-fixtures';
import { insertReviewShop } from '../../testing/shop-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser, signIn } from '../../testing/user-fixtures';
import type { ShopFeedbackItem, ShopFeedbackPage } from './shop-feedback-schemas';

type H = Record<string, string>;

describe('shop feedback', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let world: Awaited<ReturnType<typeof insertReviewShop>>;
  let owner: H;
  const base = () => `/community/v1/shops/${world.shop.id}/feedback`;

  const buyer = async (completed: boolean) => {
    const user = await insertSignedInUser(t.ctx, { fullName: 'Lê Thu Hà' });
    await insertOrder(t.ctx, {
      buyerUserId: user.userId,
      shopId: world.shop.id,
      productId: world.productId,
      variants: [{ id: world.variantIds[0] as string, label: 'Đen, M' }],
      completedDaysAgo: completed ? 2 : null,
    });
    return user;
  };
  const write = (headers: H, body: unknown) => call<ShopFeedbackItem>(headers, 'POST', base(), body);
  const page = (headers: H = {}) => call<ShopFeedbackPage>(headers, 'GET', base());
  const upload = async (headers: H) => {
    const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'p.png', { type: 'image/png' }));
    const res = await t.api.request('/community/v1/shops/feedback/media', {
      method: 'POST',
      headers,
      body: form,
    });
    return {
      status: res.status,
      key: ((await res.json()) as { data?: { key: string } }).data?.key as string,
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t.api);
    world = await insertReviewShop(t.ctx);
    owner = await signIn(t.ctx, world.shop.ownerUserId);
  });
  afterAll(() => t.close());

  it('is written only by buyers with a completed order of the shop, never by its owner', async () => {
    expect((await write({}, { rating: 5 })).status).toBe(401);
    const stranger = await insertSignedInUser(t.ctx);
    expect((await write(stranger.headers, { rating: 5 })).body.error?.code).toBe('SHOP_FEEDBACK_NOT_ALLOWED');
    const waiting = await buyer(false);
    expect((await write(waiting.headers, { rating: 5 })).status).toBe(403);
    expect((await write(owner, { rating: 5 })).status).toBe(403);
    expect((await page(waiting.headers)).body.data?.viewer.canWrite).toBe('no_completed_order');
    expect((await page(owner)).body.data?.viewer).toMatchObject({ canWrite: 'own_shop', isShopOwner: true });
    expect((await page()).body.data?.viewer.canWrite).toBe('signed_out');
    expect((await call({}, 'GET', `/community/v1/shops/${crypto.randomUUID()}/feedback`)).status).toBe(404);
  });

  it('takes 1 to 5 stars and up to 300 characters', async () => {
    const b = await buyer(true);
    expect((await page(b.headers)).body.data?.viewer.canWrite).toBe('allowed');
    for (const rating of [0, 6]) expect((await write(b.headers, { rating })).status).toBe(400);
    const long = await write(b.headers, { rating: 4, content: 'a'.repeat(301) });
    expect(long.status).toBe(400);
    expect(long.body.error?.fields[0]?.path).toBe('content');
    const ok = await write(b.headers, { rating: 4, content: 'a'.repeat(300) });
    expect(ok.status).toBe(200);
    expect(ok.body.data?.content).toHaveLength(300);
  });

  it('takes one picture of the author, not two, not someone else’s', async () => {
    const b = await buyer(true);
    const other = await buyer(true);
    const first = await upload(b.headers);
    const second = await upload(b.headers);
    const foreign = await upload(other.headers);
    expect(first.status).toBe(201);
    expect((await write(b.headers, { rating: 5, imageKeys: [first.key, second.key] })).status).toBe(400);
    expect((await write(b.headers, { rating: 5, imageKeys: [foreign.key] })).status).toBe(400);
    const ok = await write(b.headers, { rating: 5, content: 'Đóng gói kỹ', imageKeys: [first.key] });
    expect(ok.status).toBe(200);
    expect(ok.body.data?.images[0]?.url).toMatch(/shop-feedback\/.+-400\.webp$/);
  });

  it('keeps one feedback per buyer per shop: writing again replaces it', async () => {
    const b = await buyer(true);
    const before = (await page()).body.data?.summary.count ?? 0;
    const first = await write(b.headers, { rating: 2, content: 'Giao chậm' });
    const again = await write(b.headers, { rating: 5, content: 'Shop đã liên hệ, rất tốt' });
    expect(again.body.data?.id).toBe(first.body.data?.id);
    const after = await page(b.headers);
    expect(after.body.data?.summary.count).toBe(before + 1);
    expect(after.body.data?.viewer.mine).toMatchObject({ rating: 5, content: 'Shop đã liên hệ, rất tốt' });
    expect(after.body.data?.data.filter((f) => f.author.id === b.userId)).toHaveLength(1);
  });

  it('refuses offensive words in feedback and replies', async () => {
    const b = await buyer(true);
    const rude = await write(b.headers, { rating: 1, content: 'shop như dcm' });
    expect(rude.body.error?.code).toBe('CONTENT_INAPPROPRIATE');
  });

  it("lets only the shop's owner reply; another seller gets 404", async () => {
    const b = await buyer(true);
    const feedback = (await write(b.headers, { rating: 3, content: 'Hàng ổn' })).body
      .data as ShopFeedbackItem;
    const replyPath = `${base()}/${feedback.id}/reply`;
    const otherShop = await insertReviewShop(t.ctx);
    const otherSeller = await signIn(t.ctx, otherShop.shop.ownerUserId);
    expect((await call(otherSeller, 'PUT', replyPath, { content: 'Cảm ơn' })).status).toBe(404);
    expect((await call(b.headers, 'PUT', replyPath, { content: 'Cảm ơn' })).status).toBe(404);
    const wrongShop = `/community/v1/shops/${otherShop.shop.id}/feedback/${feedback.id}/reply`;
    expect((await call(otherSeller, 'PUT', wrongShop, { content: 'Cảm ơn' })).status).toBe(404);
    expect((await call(owner, 'PUT', replyPath, { content: 'vcl' })).body.error?.code).toBe(
      'CONTENT_INAPPROPRIATE',
    );
    expect((await call(owner, 'PUT', replyPath, { content: 'a'.repeat(301) })).status).toBe(400);
    const reply = await call<ShopFeedbackItem>(owner, 'PUT', replyPath, {
      content: 'Cảm ơn bạn đã ủng hộ shop!',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data?.reply).toBe('Cảm ơn bạn đã ủng hộ shop!');
    const shown = (await page()).body.data?.data.find((f) => f.id === feedback.id);
    expect(shown?.reply).toBe('Cảm ơn bạn đã ủng hộ shop!');
  });

  it('shows the average and the distribution on top', async () => {
    const summary = (await page()).body.data?.summary;
    expect(summary?.distribution).toHaveLength(5);
    expect(summary?.distribution.reduce((a, b) => a + b, 0)).toBe(summary?.count);
    expect(summary?.average).toBeGreaterThan(0);
  });
});
