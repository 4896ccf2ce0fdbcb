import type { ProductReviewPage } from '@cho-dep/core/catalog/product-detail';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../testing/order-fixtures';
import { mp4Bytes } from '../testing/post-fixtures';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertReviewShop } from '../testing/shop-fixtures';
import { insertSignedInUser, signIn } from '../testing/user-fixtures';
import type { MyReview, PendingReviewLine } from './review-lists';

const _DAY_MS = 86_400_000;

type Answer = {
  status: number;
  body: { data: never; error?: { code: string; fields: { path: string; message: string }[] } };
};

describe('reviews of purchased items', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let world: Awaited<ReturnType<typeof insertReviewShop>>;
  let seller: Record<string, string>;
  const variants = () => [
    { id: world.variantIds[0] ?? '', label: 'Đen, M' },
    { id: world.variantIds[1] ?? '', label: 'Trắng, S' },
  ];

  const call = async (
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<Answer> => {
    const res = await t.api.request(path, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  const review = (headers: Record<string, string>, body: Record<string, unknown>) =>
    call('POST', '/api/v1/mobile/reviews', headers, body);
  const productReviews = async (query: string, headers: Record<string, string> = {}) => {
    const res = await call('GET', `/api/v1/public/products/${world.productId}/reviews${query}`, headers);
    return res.body.data as ProductReviewPage;
  };
  const buyerWithCompletedOrder = async (measurements?: Record<string, number>, completedDaysAgo = 1) => {
    const buyer = await insertSignedInUser(t.ctx, measurements ? { bodyMeasurements: measurements } : {});
    const order = await insertOrder(t.ctx, {
      buyerUserId: buyer.userId,
      shopId: world.shop.id,
      productId: world.productId,
      variants: variants(),
      completedDaysAgo,
    });
    return { ...buyer, ...order };
  };

  beforeAll(async () => {
    t = await createRaceTestApp();
    world = await insertReviewShop(t.ctx);
    seller = await signIn(t.ctx, world.shop.ownerUserId);
  });
  afterAll(() => t.close());

  describe('who may review', () => {
    it('needs a login', async () => {
      expect((await call('GET', '/api/v1/mobile/reviews/pending', {})).status).toBe(401);
      expect((await review({}, { orderItemId: crypto.randomUUID(), rating: 5 })).status).toBe(401);
    });

    it("lists the buyer's completed lines not reviewed yet, and only theirs", async () => {
      const buyer = await buyerWithCompletedOrder();
      await insertOrder(t.ctx, {
        buyerUserId: buyer.userId,
        shopId: world.shop.id,
        productId: world.productId,
        variants: variants(),
        completedDaysAgo: null,
      });
      const pending = await call('GET', '/api/v1/mobile/reviews/pending', buyer.headers);
      const page = pending.body.data as { data: PendingReviewLine[]; total: number };
      expect(page.total).toBe(2);
      expect(page.data.map((line) => line.orderItemId).sort()).toEqual([...buyer.itemIds].sort());
      expect(page.data[0]).toMatchObject({ productId: world.productId, quantity: 1 });

      expect((await review(buyer.headers, { orderItemId: buyer.itemIds[0], rating: 5 })).status).toBe(201);
      const after = (await call('GET', '/api/v1/mobile/reviews/pending', buyer.headers)).body.data as {
        data: PendingReviewLine[];
      };
      expect(after.data.map((line) => line.orderItemId)).toEqual([buyer.itemIds[1]]);
    });

    it('refuses an order not completed yet (409) and another buyer (404)', async () => {
      const buyer = await insertSignedInUser(t.ctx);
      const open = await insertOrder(t.ctx, {
        buyerUserId: buyer.userId,
        shopId: world.shop.id,
        productId: world.productId,
        variants: variants(),
        completedDaysAgo: null,
      });
      const notYet = await review(buyer.headers, { orderItemId: open.itemIds[0], rating: 5 });
      expect(notYet.status).toBe(409);
      expect(notYet.body.error?.code).toBe('REVIEW_NOT_ALLOWED');

      const other = await buyerWithCompletedOrder();
      const stranger = await review(buyer.headers, { orderItemId: other.itemIds[0], rating: 5 });
      expect(stranger.status).toBe(404);
      const nothing = await review(buyer.headers, { orderItemId: crypto.randomUUID(), rating: 5 });
      expect(nothing.status).toBe(404);
    });

    raceIt('takes one review per bought line, even for two submits at once', async () => {
      const buyer = await buyerWithCompletedOrder();
      const body = { orderItemId: buyer.itemIds[0], rating: 4, comment: 'Vải mát' };
      const both = await Promise.all([review(buyer.headers, body), review(buyer.headers, body)]);
      expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(both.find((r) => r.status === 409)?.body.error?.code).toBe('REVIEW_EXISTS');
      const again = await review(buyer.headers, body);
      expect(again.body.error?.code).toBe('REVIEW_EXISTS');
      // The other line of the same order is its own review.
      expect((await review(buyer.headers, { ...body, orderItemId: buyer.itemIds[1] })).status).toBe(201);
    });
  });

  describe('input bounds', () => {
    it.each([0, 6])("refuses %s stars with 'Star count outside 1-5'", async (rating) => {
      const buyer = await buyerWithCompletedOrder();
      const res = await call(
        'POST',
        '/api/v1/mobile/reviews',
        { ...buyer.headers, 'accept-language': 'en' },
        {
          orderItemId: buyer.itemIds[0],
          rating,
        },
      );
      expect(res.status).toBe(400);
      expect(res.body.error?.fields).toEqual([
        expect.objectContaining({ path: 'rating', message: 'Star count outside 1-5' }),
      ]);
    });

    it('refuses a 151-character comment and takes 150', async () => {
      const buyer = await buyerWithCompletedOrder();
      const long = await review(buyer.headers, {
        orderItemId: buyer.itemIds[0],
        rating: 5,
        comment: 'a'.repeat(151),
      });
      expect(long.status).toBe(400);
      expect(long.body.error?.fields[0]?.path).toBe('comment');
      const ok = await review(buyer.headers, {
        orderItemId: buyer.itemIds[0],
        rating: 5,
        comment: 'a'.repeat(150),
      });
      expect(ok.status).toBe(201);
    });

    it('copies height and weight from the profile when shared, and needs them', async () => {
      const without = await buyerWithCompletedOrder();
      const missing = await review(without.headers, {
        orderItemId: without.itemIds[0],
        rating: 5,
        shareBody: true,
      });
      expect(missing.body.error?.code).toBe('REVIEW_BODY_MISSING');

      const buyer = await buyerWithCompletedOrder({ height: 158, weight: 47.5, chest: 80 });
      await review(buyer.headers, {
        orderItemId: buyer.itemIds[0],
        rating: 5,
        shareBody: true,
        fit: 'small',
      });
      await review(buyer.headers, { orderItemId: buyer.itemIds[1], rating: 5, shareBody: false });
      const mine = (await call('GET', '/api/v1/mobile/reviews/mine', buyer.headers)).body.data as {
        data: MyReview[];
      };
      const byItem = new Map(mine.data.map((r) => [r.orderItemId, r]));
      expect(byItem.get(buyer.itemIds[0] ?? '')).toMatchObject({
        heightCm: 158,
        weightKg: 47.5,
        fit: 'small',
      });
      expect(byItem.get(buyer.itemIds[1] ?? '')).toMatchObject({ heightCm: null, weightKg: null, fit: null });
    });
  });

  describe('photos and a video', () => {
    const upload = async (headers: Record<string, string>, bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const form = new FormData();
      form.append('file', new File([bytes], name));
      const res = await t.api.request('/api/v1/mobile/reviews/media', {
        method: 'POST',
        headers,
        body: form,
      });
      return {
        status: res.status,
        body: (await res.json()) as { data: { kind: string; key: string; previewUrl: string } },
      };
    };
    const png = () =>
      sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c33' } })
        .png()
        .toBuffer()
        .then((b) => new Uint8Array(b));
    // A real MP4 container saying it plays 5 seconds: the length is read from the file.
    const mp4 = mp4Bytes(5);

    it("stores photos as WebP renditions and a video as sent; a review uses only its author's uploads", async () => {
      const buyer = await buyerWithCompletedOrder();
      const photo = await upload(buyer.headers, await png(), 'a.png');
      expect(photo.status).toBe(200);
      expect(photo.body.data.kind).toBe('photo');
      const stored = await t.ctx.storage.get(`${photo.body.data.key}-800.webp`);
      expect((await sharp(stored?.body).metadata()).width).toBe(800);
      const video = await upload(buyer.headers, mp4, 'clip.mp4');
      expect(video.body.data).toMatchObject({ kind: 'video' });
      expect(video.body.data.key).toMatch(/\.mp4$/);
      expect((await upload(buyer.headers, new TextEncoder().encode('<svg/>'), 'x.png')).status).toBe(415);

      const other = await buyerWithCompletedOrder();
      const stolen = await review(other.headers, {
        orderItemId: other.itemIds[0],
        rating: 5,
        photoKeys: [photo.body.data.key],
      });
      expect(stolen.body.error?.code).toBe('REVIEW_MEDIA_INVALID');
      const swapped = await review(buyer.headers, {
        orderItemId: buyer.itemIds[0],
        rating: 5,
        videoKey: photo.body.data.key,
      });
      expect(swapped.body.error?.code).toBe('REVIEW_MEDIA_INVALID');

      const ok = await review(buyer.headers, {
        orderItemId: buyer.itemIds[0],
        rating: 5,
        photoKeys: [photo.body.data.key],
        videoKey: video.body.data.key,
      });
      expect(ok.status).toBe(201);
      const page = await productReviews('?withMedia=1');
      const shown = page.items.find((r) => r.id === (ok.body.data as { id: string }).id);
      expect(shown?.photoUrls).toEqual([`/media/${photo.body.data.key}-400.webp`]);
      expect(shown?.videoUrl).toBe(`/media/${video.body.data.key}`);
    });
  });

  describe('edit once within 30 days', () => {
    it('allows one edit, then refuses', async () => {
      const buyer = await buyerWithCompletedOrder();
      const created = await review(buyer.headers, {
        orderItemId: buyer.itemIds[0],
        rating: 2,
        comment: 'Chật',
      });
      const id = (created.body.data as { id: string }).id;
      const edit = await call('PUT', `/api/v1/mobile/reviews/${id}`, buyer.headers, {
        rating: 4,
        comment: 'Đổi size ok',
      });
      expect(edit.status).toBe(200);
      const mine = (await call('GET', '/api/v1/mobile/reviews/mine', buyer.headers)).body.data as {
        data: MyReview[];
      };
      expect(mine.data.find((r) => r.id === id)).toMatchObject({
        rating: 4,
        comment: 'Đổi size ok',
        editCount: 1,
        canEdit: false,
      });
      const second = await call('PUT', `/api/v1/mobile/reviews/${id}`, buyer.headers, { rating: 5 });
      expect(second.status).toBe(409);
      expect(second.body.error?.code).toBe('REVIEW_EDIT_USED');
    });

    it("refuses another buyer's review (404)", async () => {
      const buyer = await buyerWithCompletedOrder();
      const created = await review(buyer.headers, { orderItemId: buyer.itemIds[0], rating: 3 });
      const other = await insertSignedInUser(t.ctx);
      const res = await call(
        'PUT',
        `/api/v1/mobile/reviews/${(created.body.data as { id: string }).id}`,
        other.headers,
        {
          rating: 1,
        },
      );
      expect(res.status).toBe(404);
    });
  });

  describe('the seller replies', () => {
    it("once, and only the product's own shop", async () => {
      const buyer = await buyerWithCompletedOrder();
      const created = await review(buyer.headers, { orderItemId: buyer.itemIds[0], rating: 3 });
      const id = (created.body.data as { id: string }).id;
      const path = `/api/v1/seller/reviews/${id}/reply`;

      const otherShop = await insertReviewShop(t.ctx);
      const otherSeller = await signIn(t.ctx, otherShop.shop.ownerUserId);
      expect((await call('POST', path, otherSeller, { reply: 'Cảm ơn bạn' })).status).toBe(404);
      expect((await call('POST', path, buyer.headers, { reply: 'Cảm ơn bạn' })).status).toBe(404);
      expect((await call('POST', path, seller, { reply: '' })).status).toBe(400);

      const ok = await call('POST', path, seller, { reply: 'Cảm ơn bạn đã ủng hộ shop' });
      expect(ok.status).toBe(200);
      const again = await call('POST', path, seller, { reply: 'Lần hai' });
      expect(again.status).toBe(409);
      expect(again.body.error?.code).toBe('REVIEW_REPLY_EXISTS');

      const page = await productReviews('');
      expect(page.items.find((r) => r.id === id)).toMatchObject({ sellerReply: 'Cảm ơn bạn đã ủng hộ shop' });
    });
  });
});
