import { extractHashtags } from '@cho-dep/core/community/hashtags';
import type { PostKind } from '@cho-dep/core/community/post-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Tx } from '@cho-dep/db/client';
import type { FileStorage } from '@cho-dep/integrations/storage/file-storage';
import { and, desc, eq, inArray, isNotNull, like, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../accounts/users.tables';
import { fanOutPost } from '../community/feeds/fan-out';
import {
  postBookmarks,
  postHashtags,
  postLikes,
  postProductTags,
  postReplies,
  posts,
} from '../community/posts/posts.tables';
import { communityProfiles } from '../community/walls/walls.tables';
import { orderItems, orders } from '../orders/orders.tables';
import { imageFileKey } from '../products/catalog/catalog-media';
import { drawnOnce } from '../products/catalog/drawn-picture-cache';
import { productSvg, type ShapeName } from '../products/catalog/illustrations/illustration-svg';
import { products, productVariants } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { insertChunked } from './insert-chunked';
import type { SeededRandom } from './seeded-random';

const DAY_MS = 86_400_000;
const POST_COUNT = 240;

/** The demo posts' pictures: garments and beauty drawn in code, like the catalog's. */
const PICTURES: { shape: ShapeName; colour: string }[] = [
  { shape: 'dress', colour: '#f2b5c4' },
  { shape: 'dress', colour: '#8e2b3a' },
  { shape: 'dress', colour: '#a8dcc9' },
  { shape: 'skirt', colour: '#d9c3a5' },
  { shape: 'skirt', colour: '#2f3e63' },
  { shape: 'shirt', colour: '#f7f7f5' },
  { shape: 'shirt', colour: '#8fb1d6' },
  { shape: 'tshirt', colour: '#2b2b2e' },
  { shape: 'tshirt', colour: '#f1d98a' },
  { shape: 'jacket', colour: '#7a5238' },
  { shape: 'jacket', colour: '#34496e' },
  { shape: 'trousers', colour: '#9ea3a8' },
  { shape: 'shorts', colour: '#8fb1d6' },
  { shape: 'polo', colour: '#a8dcc9' },
  { shape: 'handbag', colour: '#8e2b3a' },
  { shape: 'handbag', colour: '#d9c3a5' },
  { shape: 'sneaker', colour: '#f7f7f5' },
  { shape: 'cap', colour: '#2f3e63' },
  { shape: 'sunglasses', colour: '#2b2b2e' },
  { shape: 'necklace', colour: '#f1d98a' },
  { shape: 'lipstick', colour: '#c0392b' },
  { shape: 'perfume', colour: '#f2b5c4' },
  { shape: 'palette', colour: '#d9a38f' },
  { shape: 'dropper', colour: '#a8dcc9' },
];
const pictureKey = (i: number) => `community/demo/${PICTURES[i]?.shape}-${i}`;

/** The pictures, drawn at the post sizes before the seed's transaction (files do not roll back). */
export function demoPostPictureTasks(storage: FileStorage): Array<() => Promise<void>> {
  return PICTURES.map((picture, i) => async () => {
    const svg = productSvg(picture.shape, picture.colour);
    const [large, small] = LIMITS.post.photoSizes;
    let full: Promise<Buffer> | undefined;
    for (const size of [large, small]) {
      const body = await drawnOnce({ svg, large, size }, async () => {
        // Drawn at the largest size from the vector, so the 1080 px picture stays sharp.
        full ??= sharp(Buffer.from(svg), { density: Math.ceil((72 * large) / 800) })
          .resize(large, large)
          .png()
          .toBuffer();
        return sharp(await full)
          .resize(size, size)
          .webp({ quality: 82, effort: 2 })
          .toBuffer();
      });
      await storage.put(imageFileKey(pictureKey(i), size), body, 'image/webp');
    }
  });
}

const LOOK_TEXTS = [
  'Mix {product} đi cà phê cuối tuần, mặc thoải mái cả ngày #ootd #dao_pho',
  'Outfit đi làm thứ Hai: {product} phối quần tây, gọn gàng mà không nhàm #cong_so #ootd',
  'Đi Đà Lạt mang theo {product}, chụp ảnh lên màu đẹp lắm #du_lich #da_lat',
  'Hẹn hò tối nay với {product} ✨ #hen_ho #vay_xinh',
  'Set đồ đi biển: {product} + kính râm là đủ #di_bien #mua_he',
  'Tối giản nhưng không đơn điệu, {product} là món mình mặc nhiều nhất tháng này #toi_gian',
  'Áo dài cách tân cho ngày Tết, kèm {product} #áo_dài #tet',
  'Street style Sài Gòn với {product} #street_style #ootd',
];
const REVIEW_TEXTS = [
  'Đã mua {product}: vải mát, đường may kỹ, size chuẩn bảng. Sẽ ủng hộ shop tiếp #review',
  'Review thật: {product} màu ngoài đời y hình, giao nhanh 2 ngày #review #dang_mua',
  '{product} đáng tiền, mặc đi làm cả tuần vẫn phẳng phiu #review #cong_so',
  'Hơi rộng một chút so với mình nhưng mặc kiểu oversize vẫn xinh, {product} #review',
];
const QUESTIONS = [
  'Cao 1m55, 48kg thì nên mặc size S hay M các bạn ơi? #hoi_dap',
  'Da dầu nên chọn son lì hay son bóng ạ? #lam_dep #hoi_dap',
  'Đi đám cưới bạn thân nên mặc váy màu gì cho nổi mà không lố? #hoi_dap #du_tiec',
  'Mọi người phối chân váy midi với giày gì cho dáng người thấp? #hoi_dap',
  'Có ai từng mua {product} chưa, chất vải có nóng không? #hoi_dap',
];
const REPLIES = [
  'Xinh quá bạn ơi!',
  'Cho mình xin link sản phẩm với ạ',
  'Mình cũng vừa mua cái này, mặc rất thích',
  'Bạn cao bao nhiêu vậy?',
  'Phối đẹp ghê, lưu lại học hỏi',
  'Màu này ngoài đời có giống hình không bạn?',
  'Size M vừa với mình, 1m60 52kg nhé',
  'Nhìn sang ghê 😍',
];

interface Author {
  id: string;
  shopId: string | null;
}

/**
 * Demo community posts by the demo members and shops, spread over the last month: looks and
 * reviews with pictures and product tags (a tag says "Đã mua" when its author bought the
 * product in a completed demo order), questions in text, hashtags, likes, replies, and saved
 * posts of buyer@demo.vn (two pages of them). Counts match the rows.
 */
export async function seedDemoPosts(tx: Tx, rand: SeededRandom, now: Date): Promise<void> {
  const members = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(or(like(users.email, 'khach%@demo.vn'), inArray(users.email, ['buyer@demo.vn', 'seller@demo.vn'])))
    .orderBy(users.email);
  const buyer = members.find((m) => m.email === 'buyer@demo.vn');
  if (!buyer || members.length === 0) return;
  const shopRows = await tx
    .select({ id: shops.id, ownerId: shops.ownerUserId })
    .from(shops)
    .where(eq(shops.status, 'approved'))
    .orderBy(shops.slug)
    .limit(6);
  const catalog = await tx
    .select({ id: products.id, name: products.name, shopId: products.shopId })
    .from(products)
    .where(eq(products.listed, true))
    .orderBy(desc(products.soldCount), products.id)
    .limit(120);
  if (catalog.length === 0) return;
  const firstVariant = new Map(
    (
      await tx
        .select({ id: productVariants.id, productId: productVariants.productId })
        .from(productVariants)
        .where(
          inArray(
            productVariants.productId,
            catalog.map((p) => p.id),
          ),
        )
        .orderBy(productVariants.productId, productVariants.position)
    )
      .reverse()
      .map((v) => [v.productId, v.id]),
  );
  const bought = await tx
    .select({
      id: orderItems.id,
      userId: orders.userId,
      productId: orderItems.productId,
      name: products.name,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(isNotNull(orders.completedAt), eq(products.listed, true)))
    .orderBy(orderItems.id);

  const authors: Author[] = [
    ...members.map((m) => ({ id: m.id, shopId: null })),
    ...shopRows.map((s) => ({ id: s.ownerId, shopId: s.id })),
  ];
  const postRows: (typeof posts.$inferInsert & { id: string; authorId: string; createdAt: Date })[] = [];
  const tagRows: (typeof postProductTags.$inferInsert)[] = [];
  const hashtagRows: (typeof postHashtags.$inferInsert)[] = [];
  const likeRows: (typeof postLikes.$inferInsert)[] = [];
  const replyRows: (typeof postReplies.$inferInsert)[] = [];
  for (let i = 0; i < POST_COUNT; i++) {
    const author = i < 12 ? { id: buyer.id, shopId: null } : rand.pick(authors);
    const mine = bought.filter((b) => b.userId === author.id);
    const kind: PostKind = rand.chance(0.15)
      ? 'question'
      : mine.length > 0 && rand.chance(0.4)
        ? 'review'
        : 'look';
    const boughtLine = kind === 'review' ? rand.pick(mine) : null;
    const product = boughtLine
      ? { id: boughtLine.productId, name: boughtLine.name }
      : rand.pick(
          author.shopId
            ? catalog
                .filter((p) => p.shopId === author.shopId)
                .concat(catalog)
                .slice(0, 40)
            : catalog,
        );
    const texts = kind === 'look' ? LOOK_TEXTS : kind === 'review' ? REVIEW_TEXTS : QUESTIONS;
    const content = rand.pick(texts).replace('{product}', product.name);
    const imageKeys =
      kind === 'question' && rand.chance(0.7)
        ? []
        : rand.sample(
            PICTURES.map((_, n) => pictureKey(n)),
            rand.int(1, 4),
          );
    const createdAt = new Date(
      now.getTime() - Math.round(((POST_COUNT - i) / POST_COUNT) * 30 * DAY_MS) - rand.int(0, 3_600_000),
    );
    const id = crypto.randomUUID();
    const likers = rand.sample(members, rand.int(0, Math.min(members.length, 18)));
    const repliers = rand.sample(members, rand.int(0, 4));
    postRows.push({
      id,
      authorId: author.id,
      shopId: author.shopId,
      kind,
      content,
      imageKeys,
      bodyShape: rand.chance(0.5) ? rand.pick(['hourglass', 'pear', 'rectangle'] as const) : null,
      heightCm: kind === 'review' ? rand.int(150, 172) : null,
      weightKg: kind === 'review' ? rand.int(42, 65) : null,
      likeCount: likers.length,
      replyCount: repliers.length,
      shareCount: rand.int(0, 12),
      createdAt,
      updatedAt: createdAt,
    });
    if (imageKeys.length > 0) {
      tagRows.push({
        postId: id,
        productId: product.id,
        variantId: firstVariant.get(product.id) ?? null,
        imageIndex: 0,
        x: 0.3 + rand.next() * 0.4,
        y: 0.3 + rand.next() * 0.4,
        purchasedOrderItemId: boughtLine?.id ?? null,
        position: 0,
      });
      const second = rand.pick(catalog);
      if (imageKeys.length > 1 && second.id !== product.id && rand.chance(0.6)) {
        tagRows.push({ postId: id, productId: second.id, imageIndex: 1, x: 0.5, y: 0.6, position: 1 });
      }
    }
    for (const tag of extractHashtags(content)) hashtagRows.push({ postId: id, tag, createdAt });
    for (const liker of likers) likeRows.push({ postId: id, userId: liker.id, createdAt });
    repliers.forEach((replier, n) => {
      const at = new Date(createdAt.getTime() + (n + 1) * 1_800_000);
      replyRows.push({
        postId: id,
        authorId: replier.id,
        content: rand.pick(REPLIES),
        createdAt: at,
        updatedAt: at,
      });
    });
  }
  // buyer@demo.vn saved 26 posts: the saved list has a second page.
  const saved = rand.sample(postRows, 26);
  const bookmarkRows = saved.map((p, n) => ({
    userId: buyer.id,
    postId: p.id,
    createdAt: new Date(now.getTime() - n * 60_000),
  }));
  for (const p of saved) p.saveCount = 1;

  await insertChunked(postRows, (chunk) => tx.insert(posts).values(chunk));
  await insertChunked(tagRows, (chunk) => tx.insert(postProductTags).values(chunk));
  await insertChunked(hashtagRows, (chunk) => tx.insert(postHashtags).values(chunk).onConflictDoNothing());
  await insertChunked(likeRows, (chunk) => tx.insert(postLikes).values(chunk));
  await insertChunked(replyRows, (chunk) => tx.insert(postReplies).values(chunk));
  await insertChunked(bookmarkRows, (chunk) => tx.insert(postBookmarks).values(chunk));
  const perAuthor = new Map<string, number>();
  for (const p of postRows) perAuthor.set(p.authorId, (perAuthor.get(p.authorId) ?? 0) + 1);
  for (const [userId, count] of perAuthor) {
    await tx
      .insert(communityProfiles)
      .values({ userId, postCount: count, updatedAt: now })
      .onConflictDoUpdate({
        target: communityProfiles.userId,
        set: { postCount: sql`${communityProfiles.postCount} + ${count}` },
      });
  }
  for (const p of postRows)
    await fanOutPost(tx, {
      id: p.id,
      authorId: p.authorId,
      shopId: p.shopId ?? null,
      createdAt: p.createdAt,
    });
}
