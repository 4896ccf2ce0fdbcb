import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../testing/order-fixtures';
import { communityCaller } from '../../testing/post-fixtures';
import { insertReviewShop } from '../../testing/shop-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { communityProfiles } from '../walls/walls.tables';
import type { PostView } from './post-view';
import { posts } from './posts.tables';

describe('editing and deleting posts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof communityCaller>;
  let author: Awaited<ReturnType<typeof insertSignedInUser>>;
  let stranger: Awaited<ReturnType<typeof insertSignedInUser>>;

  const publish = async (imageKeys: string[], extra: Record<string, unknown> = {}) => {
    const answer = await api.call<PostView>(author.headers, 'POST', '/community/v1/posts', {
      kind: 'look',
      content: 'Bài gốc #vay',
      imageKeys,
      ...extra,
    });
    if (!answer.body.data) throw new Error(JSON.stringify(answer.body));
    return answer.body.data;
  };
  const edit = (id: string, body: Record<string, unknown>, headers = author.headers) =>
    api.call<PostView>(headers, 'PUT', `/community/v1/posts/${id}`, { kind: 'look', ...body });

  beforeAll(async () => {
    t = await createTestApp();
    api = communityCaller(t);
    author = await insertSignedInUser(t.ctx);
    stranger = await insertSignedInUser(t.ctx);
  });
  afterAll(() => t.close());

  it('replaces the text, hashtags and counts the edit', async () => {
    const [a, b] = await api.pictures(author.headers, 2);
    const post = await publish([a as string, b as string]);
    const edited = await edit(post.id, { content: 'Đã sửa #dam_maxi', imageKeys: [b, a] });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      content: 'Đã sửa #dam_maxi',
      hashtags: ['dam_maxi'],
      editCount: 1,
    });
    expect(edited.body.data?.images.map((i) => i.key)).toEqual([b, a]);
  });

  it('lets one picture be swapped per edit, not two; adding or removing is not a swap', async () => {
    const [a, b, c, x, y] = await api.pictures(author.headers, 5);
    const post = await publish([a, b, c] as string[]);
    expect((await edit(post.id, { imageKeys: [a, x, c] })).status).toBe(200);
    const two = await edit(post.id, { imageKeys: [b, y, c] });
    expect(two.status).toBe(409);
    expect(two.body.error?.code).toBe('POST_IMAGE_REPLACEMENTS_EXCEEDED');
    expect((await edit(post.id, { imageKeys: [a] })).status).toBe(200);
    expect((await edit(post.id, { imageKeys: [a, b, y] })).status).toBe(200);
  });

  it("answers 404 to another member's edit or delete, and leaves the post alone", async () => {
    const [a] = await api.pictures(author.headers, 1);
    const post = await publish([a as string]);
    expect((await edit(post.id, { imageKeys: [a], content: 'hacked' }, stranger.headers)).status).toBe(404);
    expect((await api.call(stranger.headers, 'DELETE', `/community/v1/posts/${post.id}`)).status).toBe(404);
    const still = await api.call<PostView>({}, 'GET', `/community/v1/posts/${post.id}`);
    expect(still.body.data?.content).toBe('Bài gốc #vay');
  });

  it('deletes my post and lowers my post count', async () => {
    const [a] = await api.pictures(author.headers, 1);
    const post = await publish([a as string]);
    const count = async () =>
      (
        await t.ctx.database.db
          .select({ n: communityProfiles.postCount })
          .from(communityProfiles)
          .where(eq(communityProfiles.userId, author.userId))
      )[0]?.n;
    const before = await count();
    expect((await api.call(author.headers, 'DELETE', `/community/v1/posts/${post.id}`)).status).toBe(200);
    expect(await count()).toBe((before ?? 0) - 1);
    expect((await api.call({}, 'GET', `/community/v1/posts/${post.id}`)).status).toBe(404);
  });

  it('hides a removed post from others and shows its author why', async () => {
    const [a] = await api.pictures(author.headers, 1);
    const post = await publish([a as string]);
    await t.ctx.database.db
      .update(posts)
      .set({ status: 'removed', removedReason: 'Spam', removedAt: new Date() })
      .where(eq(posts.id, post.id));
    expect((await api.call({}, 'GET', `/community/v1/posts/${post.id}`)).status).toBe(404);
    expect((await api.call(stranger.headers, 'GET', `/community/v1/posts/${post.id}`)).status).toBe(404);
    expect((await api.call(stranger.headers, 'POST', `/community/v1/posts/${post.id}/like`)).status).toBe(
      404,
    );
    const mine = await api.call<PostView>(author.headers, 'GET', `/community/v1/posts/${post.id}`);
    expect(mine.body.data).toMatchObject({ status: 'removed', removedReason: 'Spam' });
    expect((await edit(post.id, { imageKeys: [a] })).status).toBe(404);
  });

  it('marks a tag "bought" with the size of my latest completed order line', async () => {
    const shop = await insertReviewShop(t.ctx);
    const buyer = await insertSignedInUser(t.ctx, { bodyMeasurements: { height: 158, weight: 50 } });
    await insertOrder(t.ctx, {
      buyerUserId: buyer.userId,
      shopId: shop.shop.id,
      productId: shop.productId,
      variants: [{ id: shop.variantIds[0] ?? '', label: 'Đen, M' }],
      completedDaysAgo: 3,
    });
    const [picture] = await api.pictures(buyer.headers, 1);
    const answer = await api.call<PostView>(buyer.headers, 'POST', '/community/v1/posts', {
      kind: 'review',
      imageKeys: [picture],
      shareMeasurements: true,
      productTags: [{ productId: shop.productId, imageIndex: 0, x: 0.5, y: 0.5 }],
    });
    expect(answer.body.data?.productTags[0]?.purchase).toEqual({
      variantLabel: 'Đen, M',
      heightCm: 158,
      weightKg: 50,
    });
  });

  it('gives the Open Graph facts of a published post only', async () => {
    const [a] = await api.pictures(author.headers, 1);
    const post = await publish([a as string], { content: 'Set đồ đi biển mùa hè #beach' });
    const og = await api.call<{ description: string; imageUrl: string; authorName: string }>(
      {},
      'GET',
      `/community/v1/posts/${post.id}/open-graph`,
    );
    expect(og.body.data).toMatchObject({
      description: 'Set đồ đi biển mùa hè #beach',
      imageUrl: post.images[0]?.url,
    });
  });

  it('keeps the pictures a post already has through an edit, wherever they are stored', async () => {
    const [row] = await t.ctx.database.db
      .insert(posts)
      .values({
        authorId: author.userId,
        kind: 'look',
        content: 'Bài cũ',
        imageKeys: ['community/demo/dress-0'],
      })
      .returning({ id: posts.id });
    const kept = await edit(row?.id ?? '', {
      content: 'Bài cũ, sửa chữ',
      imageKeys: ['community/demo/dress-0'],
    });
    expect(kept.status).toBe(200);
    const [fresh] = await api.pictures(author.headers, 1);
    const swapped = await edit(row?.id ?? '', { imageKeys: [fresh] });
    expect(swapped.status).toBe(200);
    const back = await edit(row?.id ?? '', { imageKeys: ['community/demo/dress-0'] });
    expect(back.body.error?.code).toBe('POST_MEDIA_INVALID');
  });
});
