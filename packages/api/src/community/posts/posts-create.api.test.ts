import { LIMITS } from '@cho-dep/core/constants/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../notifications/notifications.tables';
import { communityCaller } from '../../testing/post-fixtures';
import { insertReviewShop } from '../../testing/shop-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser, signIn } from '../../testing/user-fixtures';
import { contentRefusals } from '../moderation/moderation.tables';
import { communityProfiles } from '../walls/walls.tables';
import type { PostView } from './post-view';
import { postHashtags } from './posts.tables';

const P = LIMITS.post;

describe('publishing a community post', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof communityCaller>;
  let author: Awaited<ReturnType<typeof insertSignedInUser>>;
  let shop: Awaited<ReturnType<typeof insertReviewShop>>;

  const publish = (body: Record<string, unknown>, headers = author.headers) =>
    api.call<PostView>(headers, 'POST', '/community/v1/posts', body);
  /** The refused fields, by path (their messages are already in the reader's words). */
  const paths = (answer: { body: { error?: { fields: { path: string }[] } } }) =>
    answer.body.error?.fields.map((f) => f.path) ?? [];

  beforeAll(async () => {
    t = await createTestApp();
    api = communityCaller(t);
    author = await insertSignedInUser(t.ctx, { fullName: 'Lê Thu Hà' });
    shop = await insertReviewShop(t.ctx);
  });
  afterAll(() => t.close());

  it('needs a login', async () => {
    expect((await publish({ kind: 'question', content: 'Hỏi chút' }, {})).status).toBe(401);
  });

  it('accepts 300 characters and refuses 301 with the words of the form', async () => {
    const ok = await publish({ kind: 'question', content: 'a'.repeat(P.contentMax) });
    expect(ok.status).toBe(201);
    expect(ok.body.data?.content).toHaveLength(P.contentMax);
    const long = await api.call(
      { ...author.headers, 'accept-language': 'en' },
      'POST',
      '/community/v1/posts',
      { kind: 'question', content: 'a'.repeat(P.contentMax + 1) },
    );
    expect(long.status).toBe(400);
    expect(long.body.error?.fields[0]?.message).toBe('Cannot create content over 300 characters');
    const vi = await api.call({ ...author.headers, 'accept-language': 'vi' }, 'POST', '/community/v1/posts', {
      kind: 'question',
      content: 'a'.repeat(P.contentMax + 1),
    });
    expect(vi.body.error?.fields[0]?.message).toBe('Không thể tạo nội dung quá 300 ký tự');
  });

  it('accepts 5 pictures and refuses 6', async () => {
    const keys = await api.pictures(author.headers, P.imagesMax + 1);
    const five = await publish({ kind: 'look', content: 'Năm tấm', imageKeys: keys.slice(0, P.imagesMax) });
    expect(five.status).toBe(201);
    expect(five.body.data?.images).toHaveLength(P.imagesMax);
    expect(five.body.data?.images[0]?.url).toMatch(/-1080\.webp$/);
    expect(five.body.data?.images[0]?.smallUrl).toMatch(/-540\.webp$/);
    const six = await publish({ kind: 'look', content: 'Sáu tấm', imageKeys: keys });
    expect(six.status).toBe(400);
  });

  it('refuses pictures and a video together, and a look or review without media', async () => {
    const [picture] = await api.pictures(author.headers, 1);
    const both = await publish({
      kind: 'look',
      imageKeys: [picture],
      videoKey: `community/${author.userId}/v.mp4`,
    });
    expect(both.status).toBe(400);
    expect(paths(both)).toContain('videoKey');
    for (const kind of ['look', 'review']) {
      const bare = await publish({ kind, content: 'Chỉ có chữ' });
      expect(bare.status).toBe(400);
      expect(bare.body.error?.fields).toContainEqual(
        expect.objectContaining({ path: 'imageKeys', message: 'Vui lòng thêm hình ảnh hoặc video' }),
      );
    }
  });

  it('accepts a question with text only', async () => {
    const answer = await publish({ kind: 'question', content: 'Cao 1m55 nên mặc size nào ạ?' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ kind: 'question', images: [], video: null, isMine: true });
  });

  it('refuses a product tag on a picture the post does not have', async () => {
    const [picture] = await api.pictures(author.headers, 1);
    const answer = await publish({
      kind: 'look',
      imageKeys: [picture],
      productTags: [{ productId: shop.productId, imageIndex: 1, x: 0.5, y: 0.5 }],
    });
    expect(answer.status).toBe(400);
    expect(paths(answer)).toContain('productTags.0.imageIndex');
  });

  it('refuses offensive text in vi and en and logs the refusal for moderators', async () => {
    const vi = await api.call({ ...author.headers, 'accept-language': 'vi' }, 'POST', '/community/v1/posts', {
      kind: 'question',
      content: 'Shop này đ.m lừa đảo',
    });
    expect(vi.status).toBe(400);
    expect(vi.body.error).toMatchObject({
      code: 'CONTENT_INAPPROPRIATE',
      message: 'Nội dung không phù hợp',
    });
    const en = await api.call({ ...author.headers, 'accept-language': 'en' }, 'POST', '/community/v1/posts', {
      kind: 'question',
      content: 'dep vcl',
    });
    expect(en.body.error?.message).toBe('Inappropriate content');
    const logged = await t.ctx.database.db
      .select()
      .from(contentRefusals)
      .where(eq(contentRefusals.authorId, author.userId));
    expect(logged.map((r) => r.matched[0]).sort()).toEqual(['vcl', 'đm']);
    expect(logged[0]?.targetType).toBe('post');
  });

  it("refuses another member's upload and a key that was never uploaded", async () => {
    const other = await insertSignedInUser(t.ctx);
    const [theirs] = await api.pictures(other.headers, 1);
    const stolen = await publish({ kind: 'look', imageKeys: [theirs] });
    expect(stolen.body.error?.code).toBe('POST_MEDIA_INVALID');
    const made = await publish({ kind: 'look', imageKeys: [`community/${author.userId}/never`] });
    expect(made.body.error?.code).toBe('POST_MEDIA_INVALID');
  });

  it('reads hashtags, tags products with live prices, counts the post and notifies mentions', async () => {
    const friend = await insertSignedInUser(t.ctx, { fullName: 'Phạm Minh Anh' });
    const [picture] = await api.pictures(author.headers, 1);
    const before = await t.ctx.database.db
      .select({ count: communityProfiles.postCount })
      .from(communityProfiles)
      .where(eq(communityProfiles.userId, author.userId));
    const answer = await publish({
      kind: 'look',
      content: 'Đi chùa với #ÁoDài trắng #áo_dài #OOTD',
      imageKeys: [picture],
      productTags: [
        { productId: shop.productId, variantId: shop.variantIds[0], imageIndex: 0, x: 0.3, y: 0.6 },
      ],
      mentions: [
        { kind: 'user', id: friend.userId },
        { kind: 'shop', id: shop.shop.id },
      ],
      bodyShape: 'pear',
    });
    expect(answer.status).toBe(201);
    const post = answer.body.data as PostView;
    expect(post.hashtags.sort()).toEqual(['áo_dài', 'áodài', 'ootd'].sort());
    expect(post.productTags[0]).toMatchObject({
      productId: shop.productId,
      variantId: shop.variantIds[0],
      product: { price: 200_000, shopName: shop.shop.name, inStock: true },
      purchase: null,
    });
    expect(post.mentions.map((m) => m.name)).toEqual(['Phạm Minh Anh', shop.shop.name]);
    expect(post.bodyShape).toBe('pear');
    const stored = await t.ctx.database.db
      .select()
      .from(postHashtags)
      .where(eq(postHashtags.postId, post.id));
    expect(stored).toHaveLength(3);
    const after = await t.ctx.database.db
      .select({ count: communityProfiles.postCount })
      .from(communityProfiles)
      .where(eq(communityProfiles.userId, author.userId));
    expect(after[0]?.count).toBe((before[0]?.count ?? 0) + 1);
    const told = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.targetId, post.id));
    expect(told.map((n) => [n.userId, n.kind]).sort()).toEqual(
      [
        [friend.userId, 'post.mention_user'],
        [shop.shop.ownerUserId, 'post.mention_shop'],
      ].sort(),
    );
  });

  it('refuses a tag of a product not on sale, a variant of another product, an unknown mention', async () => {
    const [picture] = await api.pictures(author.headers, 1);
    const other = await insertReviewShop(t.ctx);
    const wrongVariant = await publish({
      kind: 'look',
      imageKeys: [picture],
      productTags: [
        { productId: shop.productId, variantId: other.variantIds[0], imageIndex: 0, x: 0.1, y: 0.1 },
      ],
    });
    expect(wrongVariant.body.error?.code).toBe('POST_TAG_INVALID');
    const missing = await publish({
      kind: 'look',
      imageKeys: [picture],
      productTags: [{ productId: crypto.randomUUID(), imageIndex: 0, x: 0.1, y: 0.1 }],
    });
    expect(missing.body.error?.code).toBe('POST_TAG_INVALID');
    const ghost = await publish({
      kind: 'question',
      content: 'Hi',
      mentions: [{ kind: 'user', id: crypto.randomUUID() }],
    });
    expect(ghost.body.error?.code).toBe('POST_MENTION_INVALID');
  });

  it('shares measurements only when the profile has them, and posts as a shop only for its owner', async () => {
    const missing = await publish({ kind: 'question', content: 'Số đo', shareMeasurements: true });
    expect(missing.body.error?.code).toBe('POST_MEASUREMENTS_MISSING');
    const measured = await insertSignedInUser(t.ctx, { bodyMeasurements: { height: 158, weight: 50 } });
    const shared = await publish(
      { kind: 'question', content: 'Số đo', shareMeasurements: true },
      measured.headers,
    );
    expect(shared.body.data).toMatchObject({ heightCm: 158, weightKg: 50 });
    const notOwner = await publish({ kind: 'question', content: 'Shop', asShop: true });
    expect(notOwner.status).toBe(403);
    const owner = await api.call<PostView>(
      await signIn(t.ctx, shop.shop.ownerUserId),
      'POST',
      '/community/v1/posts',
      { kind: 'question', content: 'Hàng mới về', asShop: true },
    );
    expect(owner.body.data?.shop).toMatchObject({ id: shop.shop.id, name: shop.shop.name });
  });
});
