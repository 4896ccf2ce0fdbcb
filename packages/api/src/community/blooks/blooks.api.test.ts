import { LIMITS } from '@cho-dep/core/constants/limits';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../products/catalog/products.tables';
import { apiCaller } from '../../testing/api-caller';
import { insertOrder } from '../../testing/order-fixtures';
import { createRaceTestApp, raceIt } from '../../testing/race-tests';
import { insertCartProduct } from '../../testing/shop-fixtures';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { syncBlookCatalog } from './blook-catalog';
import type {
  BlookCardView,
  BlookCategoryView,
  BlookDetailView,
  BlookPageView,
  BlookTemplateView,
} from './blook-view-schemas';
import { blookLikes, blooks } from './blooks.tables';
import { restoreBlook, setBlookRemoved } from './write-blook';

type H = Record<string, string>;
const V1 = '/community/v1';

describe('blooks', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let basic: BlookTemplateView;
  let work: BlookCategoryView;
  let author: { userId: string; headers: H };
  let stranger: { userId: string; headers: H };
  const goods: Array<{ shop: { id: string }; productId: string; variantIds: string[] }> = [];

  /** A body for the basic template (top, bottom, shoes, bag), each slot a product of another shop. */
  const body = (overrides: Record<string, unknown> = {}) => ({
    title: 'Set công sở mùa thu',
    categoryId: work.id,
    subCategoryId: work.subCategories[0]?.id,
    templateId: basic.id,
    items: basic.slots.map((slot, index) => ({
      slot: slot.slot,
      productId: goods[index]?.productId,
      variantId: index === 0 ? goods[0]?.variantIds[1] : null,
    })),
    ...overrides,
  });
  const publish = (headers: H, value: unknown) =>
    call<{ id: string }>(headers, 'POST', `${V1}/blooks`, value);

  beforeAll(async () => {
    // On PostgreSQL when one is at hand, so the concurrent likes below really race.
    t = await createRaceTestApp();
    call = apiCaller(t.api);
    await syncBlookCatalog(t.ctx.database.db);
    const templates = await call<BlookTemplateView[]>({}, 'GET', `${V1}/blook-templates`);
    basic = templates.body.data?.find(
      (tpl) => tpl.slots.length === 4 && tpl.columns === 2,
    ) as BlookTemplateView;
    const categories = await call<BlookCategoryView[]>({}, 'GET', `${V1}/blook-categories`);
    work = categories.body.data?.[0] as BlookCategoryView;
    for (const name of ['Áo', 'Quần', 'Giày', 'Túi', 'Khăn']) {
      goods.push(
        await insertCartProduct(t.ctx.database.db, {
          shopName: `Shop ${name}`,
          productName: `${name} thử`,
          variants: [
            { colour: 'Đen', size: 'S', stock: 3 },
            { colour: 'Đen', size: 'M', stock: 2 },
          ],
        }),
      );
    }
    author = await insertSignedInUser(t.ctx, { fullName: 'Trần Minh Anh' });
    stranger = await insertSignedInUser(t.ctx, { fullName: 'Lê Văn Bình' });
  });
  afterAll(() => t.close());

  it('lists layouts and occasions with their sub-categories', () => {
    expect(basic.slots.map((s) => s.slot)).toEqual(['top', 'bottom', 'shoes', 'bag']);
    expect(work.name.vi).toBe('Đi làm');
    expect(work.subCategories.length).toBeGreaterThan(0);
  });

  it('publishes a look with every slot filled and shows it with live product facts', async () => {
    expect((await publish({}, body())).status).toBe(401);
    const created = await publish(author.headers, body());
    expect(created.status).toBe(201);
    const id = created.body.data?.id as string;
    const seen = await call<BlookDetailView>(stranger.headers, 'GET', `${V1}/blooks/${id}`);
    expect(seen.status).toBe(200);
    const blook = seen.body.data as BlookDetailView;
    expect(blook.items.map((i) => i.slot)).toEqual(['top', 'bottom', 'shoes', 'bag']);
    expect(blook.items[0]).toMatchObject({ variantLabel: 'Đen, M', product: { name: 'Áo thử', stock: 2 } });
    expect(blook).toMatchObject({ isMine: false, likedByMe: false, author: { followedByMe: false } });
    expect(blook.category.name.vi).toBe('Đi làm');
    // The card's collage shows each item's own product picture.
    const cards = await call<BlookPageView>({}, 'GET', `${V1}/blooks?userId=${author.userId}`);
    const tiles = cards.body.data?.items.find((card) => card.id === id)?.tiles ?? [];
    const stem = (url: string | null | undefined) => url?.replace(/-\d+\.webp$/, '');
    expect(tiles.map((tile) => stem(tile.imageUrl))).toEqual(
      blook.items.map((item) => stem(item.product.imageUrl)),
    );
  });

  it('marks the items its author bought in a completed order (verified purchase)', async () => {
    const buyer = await insertSignedInUser(t.ctx, { fullName: 'Phạm Thu Trang' });
    const [top, bottom] = goods;
    if (!top || !bottom) throw new Error('no goods');
    await insertOrder(t.ctx, {
      buyerUserId: buyer.userId,
      shopId: top.shop.id,
      productId: top.productId,
      variants: [{ id: top.variantIds[1] as string, label: 'Đen, M' }],
    });
    // Still on its way: not a verified purchase yet.
    await insertOrder(t.ctx, {
      buyerUserId: buyer.userId,
      shopId: bottom.shop.id,
      productId: bottom.productId,
      variants: [{ id: bottom.variantIds[0] as string, label: 'Đen, S' }],
      completedDaysAgo: null,
    });
    const created = await publish(buyer.headers, body());
    const seen = await call<BlookDetailView>(
      stranger.headers,
      'GET',
      `${V1}/blooks/${created.body.data?.id}`,
    );
    expect(seen.body.data?.items.map((item) => item.boughtByAuthor)).toEqual([true, false, false, false]);
  });

  it('refuses a title over the limit, an empty slot, a slot twice, a slot outside the template', async () => {
    const max = LIMITS.blook.titleMax;
    expect((await publish(author.headers, body({ title: 'a'.repeat(max) }))).status).toBe(201);
    const long = await publish(author.headers, body({ title: 'a'.repeat(max + 1) }));
    expect(long.status).toBe(400);
    expect(long.body.error?.fields[0]?.path).toBe('title');
    const items = body().items;
    const missing = await publish(author.headers, body({ items: items.slice(0, 3) }));
    expect(missing.body.error?.fields).toEqual([{ path: 'items', message: 'Ô Túi xách chưa có sản phẩm' }]);
    const twice = await publish(author.headers, body({ items: [...items, items[0]] }));
    expect(twice.body.error?.fields[0]?.message).toBe('Ô Áo chỉ được chọn một sản phẩm');
    const outside = await publish(
      author.headers,
      body({ items: [...items, { slot: 'beauty', productId: goods[4]?.productId }] }),
    );
    expect(outside.body.error?.fields[0]?.message).toBe('Bố cục này không có ô Làm đẹp');
    const tooMany = Array.from({ length: LIMITS.blook.slotsMax + 1 }, () => items[0]);
    expect((await publish(author.headers, body({ items: tooMany }))).status).toBe(400);
  });

  it('refuses products not on sale, foreign variants, offensive titles', async () => {
    const productId = goods[4]?.productId as string;
    await t.ctx.database.db.update(products).set({ status: 'hidden' }).where(eq(products.id, productId));
    const items = body().items;
    const hidden = await publish(
      author.headers,
      body({ items: [{ ...items[0], productId, variantId: null }, ...items.slice(1)] }),
    );
    expect(hidden.body.error?.fields[0]).toMatchObject({
      path: 'items.0.productId',
      message: 'Sản phẩm này không còn bán',
    });
    const foreign = await publish(
      author.headers,
      body({ items: [{ ...items[0], variantId: goods[1]?.variantIds[0] }, ...items.slice(1)] }),
    );
    expect(foreign.body.error?.fields[0]?.path).toBe('items.0.variantId');
    const rude = await publish(author.headers, body({ title: 'Set đồ vcl luôn' }));
    expect(rude.body.error?.code).toBe('CONTENT_INAPPROPRIATE');
  });

  it('lets only the author delete (404 for anyone else) and hides a removed blook but from its author', async () => {
    const id = (await publish(author.headers, body())).body.data?.id as string;
    expect((await call(stranger.headers, 'DELETE', `${V1}/blooks/${id}`)).status).toBe(404);
    await t.ctx.database.db.transaction((tx) => setBlookRemoved(tx, id, 'Hình ảnh không phù hợp'));
    expect((await call(stranger.headers, 'GET', `${V1}/blooks/${id}`)).status).toBe(404);
    const own = await call<BlookDetailView>(author.headers, 'GET', `${V1}/blooks/${id}`);
    expect(own.body.data).toMatchObject({ status: 'removed', removedReason: 'Hình ảnh không phù hợp' });
    expect((await call(stranger.headers, 'POST', `${V1}/blooks/${id}/like`)).status).toBe(404);
    await t.ctx.database.db.transaction((tx) => restoreBlook(tx, id));
    expect((await call(stranger.headers, 'GET', `${V1}/blooks/${id}`)).status).toBe(200);
    expect((await call(author.headers, 'DELETE', `${V1}/blooks/${id}`)).status).toBe(204);
    expect((await call(author.headers, 'GET', `${V1}/blooks/${id}`)).status).toBe(404);
    expect((await call(author.headers, 'GET', `${V1}/blooks/not-a-uuid`)).status).toBe(404);
  });

  it('likes and saves idempotently, and counts comments; only a comment’s author deletes it', async () => {
    const id = (await publish(author.headers, body())).body.data?.id as string;
    for (let i = 0; i < 2; i++) {
      expect((await call(stranger.headers, 'POST', `${V1}/blooks/${id}/like`)).body.data).toEqual({
        liked: true,
        likeCount: 1,
      });
      expect((await call(stranger.headers, 'POST', `${V1}/blooks/${id}/save`)).body.data).toEqual({
        saved: true,
        saveCount: 1,
      });
    }
    expect((await call(stranger.headers, 'DELETE', `${V1}/blooks/${id}/like`)).body.data).toEqual({
      liked: false,
      likeCount: 0,
    });
    const comment = (content: string) =>
      call<{ id: string; commentCount: number }>(stranger.headers, 'POST', `${V1}/blooks/${id}/comments`, {
        content,
      });
    expect((await comment('a'.repeat(301))).status).toBe(400);
    expect((await comment('')).status).toBe(400);
    const added = await comment('a'.repeat(300));
    expect(added.body.data?.commentCount).toBe(1);
    const list = await call<{ items: { id: string; isMine: boolean }[] }>(
      stranger.headers,
      'GET',
      `${V1}/blooks/${id}/comments`,
    );
    expect(list.body.data?.items).toEqual([
      expect.objectContaining({ id: added.body.data?.id, isMine: true }),
    ]);
    expect((await call(author.headers, 'DELETE', `${V1}/blook-comments/${added.body.data?.id}`)).status).toBe(
      404,
    );
    const gone = await call<{ commentCount: number }>(
      stranger.headers,
      'DELETE',
      `${V1}/blook-comments/${added.body.data?.id}`,
    );
    expect(gone.body.data?.commentCount).toBe(0);
    const [row] = await t.ctx.database.db.select().from(blooks).where(eq(blooks.id, id));
    expect(row).toMatchObject({ likeCount: 0, saveCount: 1, commentCount: 0 });
  });

  it('pages by cursor without repeats, filters, and serves a member’s blooks by page number', async () => {
    const member = await insertSignedInUser(t.ctx, { fullName: 'Phạm Thu Trang' });
    const count = LIMITS.blook.pageSize + 3;
    for (let i = 0; i < count; i++) await publish(member.headers, body({ title: `Set số ${i}` }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await call<BlookPageView>({}, 'GET', `${V1}/blooks?userId=${member.userId}${query}`);
      // A blook published between pages is newer than the cursor: it never shows up below.
      await publish(member.headers, body({ title: 'Mới thêm' }));
      seen.push(...(page.body.data?.items ?? []).filter((b) => b.title !== 'Mới thêm').map((b) => b.id));
      cursor = page.body.data?.nextCursor ?? null;
    } while (cursor);
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    expect((await call({}, 'GET', `${V1}/blooks?cursor=bad`)).status).toBe(400);
    const byCategory = await call<BlookPageView>({}, 'GET', `${V1}/blooks?categoryId=${work.id}`);
    expect(byCategory.body.data?.items.every((b) => b.categoryId === work.id)).toBe(true);
    const path = `${V1}/web/bbook-template/bbook-user/${member.userId}`;
    const first = await call<{ data: BlookCardView[]; page: number; limit: number; total: number }>(
      {},
      'GET',
      path,
    );
    expect(first.body.data).toMatchObject({ page: 1, limit: LIMITS.blook.pageSize });
    const total = first.body.data?.total as number;
    const second = await call<{ data: BlookCardView[]; page: number }>({}, 'GET', `${path}?page=2`);
    expect(second.body.data?.data).toHaveLength(total - LIMITS.blook.pageSize);
    expect(second.body.data?.data[0]?.tiles).toHaveLength(4);
  });

  raceIt('keeps the like count exact under many concurrent likes and unlikes', async () => {
    const id = (await publish(author.headers, body())).body.data?.id as string;
    const fans = await Promise.all(Array.from({ length: 12 }, () => insertSignedInUser(t.ctx)));
    const like = (headers: H, method: 'POST' | 'DELETE') => call(headers, method, `${V1}/blooks/${id}/like`);
    // Every fan taps like twice at once; then half of them take it back twice at once.
    await Promise.all(fans.flatMap((fan) => [like(fan.headers, 'POST'), like(fan.headers, 'POST')]));
    await Promise.all(
      fans
        .slice(0, 6)
        .flatMap((fan) => [
          like(fan.headers, 'DELETE'),
          like(fan.headers, 'DELETE'),
          like(fan.headers, 'POST'),
        ]),
    );
    const db = t.ctx.database.db;
    const [row] = await db.select({ likeCount: blooks.likeCount }).from(blooks).where(eq(blooks.id, id));
    const [rows] = await db.select({ n: count() }).from(blookLikes).where(eq(blookLikes.blookId, id));
    expect(row?.likeCount).toBe(rows?.n);
    expect(row?.likeCount).toBeGreaterThanOrEqual(6);
  });
});
