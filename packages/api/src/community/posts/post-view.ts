import { BODY_SHAPES, POST_KINDS, POST_STATUSES } from '@cho-dep/core/community/post-schemas';
import type { Db, Tx } from '@cho-dep/db/client';
import { z } from '@hono/zod-openapi';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { orderItems } from '../../orders/orders.tables';
import { imageUrl, localUrlOf, type UrlOf } from '../../products/catalog/catalog-media';
import { productImages, products, productVariants } from '../../products/catalog/products.tables';
import { shops } from '../../shops/shops.tables';
import { postBookmarks, postHashtags, postLikes, postMentions, postProductTags, posts } from './posts.tables';

const nullableNumber = z.number().nullable();

const postImageSchema = z.object({
  key: z.string(),
  /** The large rendition (1080 px on the longest side). */
  url: z.string(),
  /** The small rendition (540 px) for grids and cards. */
  smallUrl: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
});

const productTagViewSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    variantId: z.string().nullable(),
    imageIndex: z.number().int(),
    x: z.number(),
    y: z.number(),
    /** Live product facts: the price and stock as the shop has them now. */
    product: z.object({
      name: z.string(),
      imageUrl: z.string().nullable(),
      price: z.number(),
      salePrice: nullableNumber,
      shopId: z.string(),
      shopName: z.string(),
      inStock: z.boolean(),
    }),
    /** The author bought this product: "Đã mua · size M · 158 cm / 50 kg". */
    purchase: z
      .object({ variantLabel: z.string(), heightCm: nullableNumber, weightKg: nullableNumber })
      .nullable(),
  })
  .openapi('CommunityPostProductTag');

export const postViewSchema = z
  .object({
    id: z.string(),
    kind: z.enum(POST_KINDS),
    content: z.string(),
    hashtags: z.array(z.string()),
    author: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
    /** Set when the post was published as a shop. */
    shop: z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }).nullable(),
    images: z.array(postImageSchema),
    video: z
      .object({ url: z.string(), posterUrl: z.string().nullable(), seconds: nullableNumber })
      .nullable(),
    bodyShape: z.enum(BODY_SHAPES).nullable(),
    heightCm: nullableNumber,
    weightKg: nullableNumber,
    productTags: z.array(productTagViewSchema),
    mentions: z.array(z.object({ kind: z.enum(['user', 'shop']), id: z.string(), name: z.string() })),
    likeCount: z.number().int(),
    replyCount: z.number().int(),
    saveCount: z.number().int(),
    shareCount: z.number().int(),
    likedByMe: z.boolean(),
    savedByMe: z.boolean(),
    isMine: z.boolean(),
    status: z.enum(POST_STATUSES),
    /** Why a moderator removed the post: shown to its author only. */
    removedReason: z.string().nullable(),
    editCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('CommunityPost');
export type PostView = z.infer<typeof postViewSchema>;

type Reader = Db | Tx;

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
}

async function loadTags(db: Reader, postIds: string[], urlOf: UrlOf) {
  const rows = await db
    .select({
      id: postProductTags.id,
      postId: postProductTags.postId,
      productId: postProductTags.productId,
      variantId: postProductTags.variantId,
      imageIndex: postProductTags.imageIndex,
      x: postProductTags.x,
      y: postProductTags.y,
      name: products.name,
      price: products.price,
      salePrice: products.salePrice,
      productStock: products.stock,
      shopId: products.shopId,
      shopName: shops.name,
      variantPrice: productVariants.price,
      variantSalePrice: productVariants.salePrice,
      variantStock: productVariants.stock,
      purchasedLabel: orderItems.variantLabel,
    })
    .from(postProductTags)
    .innerJoin(products, eq(products.id, postProductTags.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(productVariants, eq(productVariants.id, postProductTags.variantId))
    .leftJoin(orderItems, eq(orderItems.id, postProductTags.purchasedOrderItemId))
    .where(inArray(postProductTags.postId, postIds))
    .orderBy(asc(postProductTags.postId), asc(postProductTags.position));
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const pictures =
    productIds.length === 0
      ? []
      : await db
          .select({ productId: productImages.productId, key: productImages.imageKey })
          .from(productImages)
          .where(inArray(productImages.productId, productIds))
          .orderBy(asc(productImages.productId), asc(productImages.position));
  const firstPicture = new Map<string, string>();
  for (const picture of pictures) {
    if (!firstPicture.has(picture.productId)) firstPicture.set(picture.productId, picture.key);
  }
  return groupBy(
    rows.map((row) => ({
      postId: row.postId,
      purchasedLabel: row.purchasedLabel,
      tag: {
        id: row.id,
        productId: row.productId,
        variantId: row.variantId,
        imageIndex: row.imageIndex,
        x: row.x,
        y: row.y,
        product: {
          name: row.name,
          imageUrl: imageUrl(urlOf, firstPicture.get(row.productId) ?? null, 400),
          // A tag on a variant shows that variant's price and stock; else the product's.
          price: Number(row.variantPrice ?? row.price),
          salePrice:
            row.variantPrice !== null
              ? row.variantSalePrice === null
                ? null
                : Number(row.variantSalePrice)
              : row.salePrice === null
                ? null
                : Number(row.salePrice),
          shopId: row.shopId,
          shopName: row.shopName,
          inStock: (row.variantStock ?? row.productStock) > 0,
        },
      },
    })),
    (row) => row.postId,
  );
}

async function loadMentions(db: Reader, postIds: string[]) {
  const rows = await db
    .select({
      postId: postMentions.postId,
      userId: postMentions.userId,
      shopId: postMentions.shopId,
      userName: users.fullName,
      shopName: shops.name,
    })
    .from(postMentions)
    .leftJoin(users, eq(users.id, postMentions.userId))
    .leftJoin(shops, eq(shops.id, postMentions.shopId))
    .where(inArray(postMentions.postId, postIds))
    .orderBy(asc(postMentions.postId));
  return groupBy(rows, (row) => row.postId);
}

async function viewerMarks(db: Reader, viewerId: string | null, postIds: string[]) {
  if (!viewerId) return { liked: new Set<string>(), saved: new Set<string>() };
  const [liked, saved] = await Promise.all([
    db
      .select({ postId: postLikes.postId })
      .from(postLikes)
      .where(and(eq(postLikes.userId, viewerId), inArray(postLikes.postId, postIds))),
    db
      .select({ postId: postBookmarks.postId })
      .from(postBookmarks)
      .where(and(eq(postBookmarks.userId, viewerId), inArray(postBookmarks.postId, postIds))),
  ]);
  return { liked: new Set(liked.map((r) => r.postId)), saved: new Set(saved.map((r) => r.postId)) };
}

/**
 * Turns post ids (from a feed, a wall, saved posts) into what screens show, in the order of
 * `ids`. Removed posts are dropped except for their author, who sees why; posts of members
 * who asked to delete their account are dropped. Product tags carry live prices and stock.
 */
export async function hydratePosts(
  db: Reader,
  viewerId: string | null,
  ids: readonly string[],
  urlOf: UrlOf = localUrlOf,
): Promise<PostView[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      post: posts,
      authorName: users.fullName,
      authorAvatar: users.avatarUrl,
      authorLeaving: users.deleteRequestedAt,
      shopName: shops.name,
      shopLogo: shops.logoKey,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(shops, eq(shops.id, posts.shopId))
    .where(inArray(posts.id, unique));
  const visible = rows.filter(
    (row) =>
      row.authorLeaving === null && (row.post.status === 'published' || row.post.authorId === viewerId),
  );
  if (visible.length === 0) return [];
  const postIds = visible.map((row) => row.post.id);
  const [tags, mentions, hashtags, marks] = await Promise.all([
    loadTags(db, postIds, urlOf),
    loadMentions(db, postIds),
    db
      .select({ postId: postHashtags.postId, tag: postHashtags.tag })
      .from(postHashtags)
      .where(inArray(postHashtags.postId, postIds)),
    viewerMarks(db, viewerId, postIds),
  ]);
  const tagsByPost = groupBy(hashtags, (row) => row.postId);
  const byId = new Map<string, PostView>();
  for (const row of visible) {
    const post = row.post;
    const isMine = viewerId !== null && post.authorId === viewerId;
    byId.set(post.id, {
      id: post.id,
      kind: post.kind,
      content: post.content,
      hashtags: (tagsByPost.get(post.id) ?? []).map((h) => h.tag),
      author: { id: post.authorId, name: row.authorName, avatarUrl: row.authorAvatar },
      shop:
        post.shopId && row.shopName !== null
          ? { id: post.shopId, name: row.shopName, logoUrl: imageUrl(urlOf, row.shopLogo, 200) }
          : null,
      images: post.imageKeys.map((key) => ({
        key,
        url: imageUrl(urlOf, key, 1080) ?? '',
        smallUrl: imageUrl(urlOf, key, 540) ?? '',
      })),
      video: post.videoKey
        ? {
            url: urlOf(post.videoKey),
            posterUrl: imageUrl(urlOf, post.videoPosterKey, 1080),
            seconds: post.videoSeconds,
          }
        : null,
      bodyShape: post.bodyShape,
      heightCm: post.heightCm === null ? null : Number(post.heightCm),
      weightKg: post.weightKg === null ? null : Number(post.weightKg),
      productTags: (tags.get(post.id) ?? []).map((entry) => ({
        ...entry.tag,
        purchase:
          entry.purchasedLabel === null
            ? null
            : {
                variantLabel: entry.purchasedLabel,
                heightCm: post.heightCm === null ? null : Number(post.heightCm),
                weightKg: post.weightKg === null ? null : Number(post.weightKg),
              },
      })),
      mentions: (mentions.get(post.id) ?? []).flatMap((m): PostView['mentions'] => {
        if (m.userId && m.userName !== null)
          return [{ kind: 'user' as const, id: m.userId, name: m.userName }];
        if (m.shopId && m.shopName !== null)
          return [{ kind: 'shop' as const, id: m.shopId, name: m.shopName }];
        return [];
      }),
      likeCount: post.likeCount,
      replyCount: post.replyCount,
      saveCount: post.saveCount,
      shareCount: post.shareCount,
      likedByMe: marks.liked.has(post.id),
      savedByMe: marks.saved.has(post.id),
      isMine,
      status: post.status,
      removedReason: isMine ? post.removedReason : null,
      editCount: post.editCount,
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    });
  }
  return unique.flatMap((id) => {
    const view = byId.get(id);
    return view ? [view] : [];
  });
}
