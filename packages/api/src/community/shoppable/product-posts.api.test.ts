import { LIMITS } from '@cho-dep/core/constants/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../accounts/users.tables';
import { insertTestCategory } from '../../testing/catalog-fixtures';
import { insertDetailedProduct } from '../../testing/product-fixtures';
import { insertTestShop } from '../../testing/shop-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { postProductTags, posts } from '../posts/posts.tables';

interface Answer {
  data?: {
    items: { id: string; productTags: { productId: string }[] }[];
    nextCursor: string | null;
    measurementsMissing: boolean;
  };
  error?: { code: string };
}

const MINUTE = 60_000;

describe('GET /community/v1/products/{productId}/posts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const db = () => t.ctx.database.db;
  let productId = '';
  let otherProductId = '';
  const ids = { similar: '', different: '', removed: '', untagged: '' };
  let start = Date.now();

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.api.request(path, { headers });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const publish = async (
    authorId: string,
    values: Partial<typeof posts.$inferInsert>,
    product: string | null,
    minutesAgo: number,
  ) => {
    const [post] = await db()
      .insert(posts)
      .values({
        authorId,
        kind: 'look',
        content: 'Mặc đi làm rất xinh',
        imageKeys: ['community/test'],
        createdAt: new Date(start - minutesAgo * MINUTE),
        ...values,
      })
      .returning({ id: posts.id });
    const id = post?.id ?? '';
    if (product)
      await db().insert(postProductTags).values({ postId: id, productId: product, x: 0.5, y: 0.5 });
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    start = Date.now();
    const category = await insertTestCategory(db());
    const shop = await insertTestShop(db(), { name: 'Shop Bài Viết' });
    productId = (
      await insertDetailedProduct(db(), { shopId: shop.id, categoryId: category.id, name: 'Áo sơ mi' })
    ).id;
    otherProductId = (
      await insertDetailedProduct(db(), { shopId: shop.id, categoryId: category.id, name: 'Quần tây' })
    ).id;
    const author = await insertSignedInUser(t.ctx);
    ids.similar = await publish(
      author.userId,
      { heightCm: 161, weightKg: 51, bodyShape: 'pear' },
      productId,
      1,
    );
    ids.different = await publish(author.userId, { heightCm: 175, weightKg: 68 }, productId, 2);
    ids.removed = await publish(
      author.userId,
      { status: 'removed', heightCm: 160, weightKg: 50 },
      productId,
      3,
    );
    ids.untagged = await publish(author.userId, { heightCm: 160, weightKg: 50 }, otherProductId, 4);
  });
  afterAll(() => t.close());

  it('lists the published posts tagging the product, newest first, for anyone', async () => {
    const page = await get(`/community/v1/products/${productId}/posts`);
    expect(page.status).toBe(200);
    expect(page.body.data?.items.map((post) => post.id)).toEqual([ids.similar, ids.different]);
    expect(page.body.data?.nextCursor).toBeNull();
    expect(page.body.data?.items[0]?.productTags[0]?.productId).toBe(productId);
  });

  it('with similarBody=1, only posts by people of a similar body to the viewer', async () => {
    const viewer = await insertSignedInUser(t.ctx);
    await db()
      .update(users)
      .set({ bodyMeasurements: { height: 159, weight: 49 } })
      .where(eq(users.id, viewer.userId));
    const page = await get(`/community/v1/products/${productId}/posts?similarBody=1`, viewer.headers);
    expect(page.body.data).toEqual(expect.objectContaining({ measurementsMissing: false }));
    expect(page.body.data?.items.map((post) => post.id)).toEqual([ids.similar]);

    const noFigures = await insertSignedInUser(t.ctx);
    const missing = await get(`/community/v1/products/${productId}/posts?similarBody=1`, noFigures.headers);
    expect(missing.body.data).toEqual({ items: [], nextCursor: null, measurementsMissing: true });
    expect((await get(`/community/v1/products/${productId}/posts?similarBody=1`)).status).toBe(401);
  });

  it('pages by cursor without a repeat or a gap while new posts arrive', async () => {
    const author = await insertSignedInUser(t.ctx);
    const older: string[] = [];
    for (let i = 0; i < LIMITS.post.feedPageSize + 2; i += 1) {
      older.push(await publish(author.userId, {}, otherProductId, 10 + i));
    }
    const first = await get(`/community/v1/products/${otherProductId}/posts`);
    expect(first.body.data?.items).toHaveLength(LIMITS.post.feedPageSize);
    await publish(author.userId, {}, otherProductId, 0);
    const cursor = encodeURIComponent(first.body.data?.nextCursor ?? '');
    const second = await get(`/community/v1/products/${otherProductId}/posts?cursor=${cursor}`);
    const seen = [...(first.body.data?.items ?? []), ...(second.body.data?.items ?? [])].map(
      (post) => post.id,
    );
    expect(seen).toEqual([ids.untagged, ...older]);
    expect(second.body.data?.nextCursor).toBeNull();
    expect((await get(`/community/v1/products/${otherProductId}/posts?cursor=bad`)).status).toBe(400);
  });
});
