import { extractHashtags } from '@cho-dep/core/community/hashtags';
import { mediaReplacements } from '@cho-dep/core/community/post-edit-rules';
import type { PostInput, PostUpdate } from '@cho-dep/core/community/post-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Tx } from '@cho-dep/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import type { AppContext } from '../../app/app-context';
import { type NewNotification, notify } from '../../notifications/notify';
import { fanOutPost, removeFromFeeds } from '../feeds/fan-out';
import { communityProfiles } from '../walls/walls.tables';
import {
  ownApprovedShop,
  type ResolvedMention,
  resolveMentions,
  resolveProductTags,
  sharedMeasurements,
} from './post-links';
import { checkPostMedia } from './post-media';
import { postHashtags, postMentions, postProductTags, posts } from './posts.tables';
import { refuseOffensiveText } from './refuse-offensive-text';

async function authorName(tx: Tx, userId: string): Promise<string> {
  const [user] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return user?.name ?? '';
}

/** Tags, hashtags and mentions of a post, written afresh on create and on every edit. */
async function writeLinks(
  tx: Tx,
  postId: string,
  authorId: string,
  input: Pick<PostInput, 'content' | 'productTags'>,
  mentions: readonly ResolvedMention[],
  createdAt: Date,
): Promise<void> {
  const tags = await resolveProductTags(tx, authorId, input.productTags);
  if (tags.length > 0) await tx.insert(postProductTags).values(tags.map((tag) => ({ ...tag, postId })));
  const hashtags = extractHashtags(input.content);
  if (hashtags.length > 0) {
    await tx.insert(postHashtags).values(hashtags.map((tag) => ({ postId, tag, createdAt })));
  }
  if (mentions.length > 0) {
    await tx.insert(postMentions).values(
      mentions.map((m) => ({
        postId,
        userId: m.kind === 'user' ? m.id : null,
        shopId: m.kind === 'shop' ? m.id : null,
      })),
    );
  }
}

/** The members (and shop owners) named in a post are told, except the author themself. */
function mentionNotices(
  postId: string,
  authorId: string,
  name: string,
  mentions: readonly ResolvedMention[],
): NewNotification[] {
  const seen = new Set<string>([authorId]);
  const notices: NewNotification[] = [];
  for (const mention of mentions) {
    if (seen.has(mention.notifyUserId)) continue;
    seen.add(mention.notifyUserId);
    notices.push({
      userId: mention.notifyUserId,
      kind: mention.kind === 'user' ? 'post.mention_user' : 'post.mention_shop',
      params: mention.kind === 'user' ? { name } : { name, shop: mention.shopName ?? '' },
      targetType: 'post',
      targetId: postId,
    });
  }
  return notices;
}

async function bumpPostCount(tx: Tx, userId: string, by: 1 | -1, now: Date): Promise<void> {
  await tx
    .insert(communityProfiles)
    .values({ userId, postCount: Math.max(by, 0), updatedAt: now })
    .onConflictDoUpdate({
      target: communityProfiles.userId,
      set: { postCount: sql`greatest(${communityProfiles.postCount} + ${by}, 0)` },
    });
}

/**
 * Publishes a post (product.md §5): the text is checked for offensive words (refusals are
 * logged), the media must be the author's own uploads, tags point at products on sale, the
 * mentioned are notified, the author's post count moves and the post is written into its
 * readers' home feeds, all in one transaction.
 */
export async function createPost(ctx: AppContext, authorId: string, input: PostInput): Promise<string> {
  const db = ctx.database.db;
  await refuseOffensiveText(db, authorId, 'post', input.content);
  const media = await checkPostMedia(ctx, authorId, input);
  const now = ctx.now();
  return db.transaction(async (tx) => {
    const shopId = input.asShop ? await ownApprovedShop(tx, authorId) : null;
    const body = input.shareMeasurements ? await sharedMeasurements(tx, authorId) : null;
    const mentions = await resolveMentions(tx, input.mentions);
    const [post] = await tx
      .insert(posts)
      .values({
        authorId,
        shopId,
        kind: input.kind,
        content: input.content,
        imageKeys: input.imageKeys,
        videoKey: input.videoKey ?? null,
        videoPosterKey: media.videoPosterKey,
        videoSeconds: media.videoSeconds,
        bodyShape: input.bodyShape ?? null,
        heightCm: body?.heightCm ?? null,
        weightKg: body?.weightKg ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: posts.id, createdAt: posts.createdAt });
    if (!post) throw new AppError('INTERNAL', { detail: 'post not inserted' });
    await writeLinks(tx, post.id, authorId, input, mentions, now);
    await bumpPostCount(tx, authorId, 1, now);
    await fanOutPost(tx, { id: post.id, authorId, shopId, createdAt: post.createdAt });
    await notify(tx, mentionNotices(post.id, authorId, await authorName(tx, authorId), mentions), now);
    return post.id;
  });
}

/**
 * The author's edit replaces the post's text, media, tags, mentions and shared body facts
 * (posting as a shop stays as it was). At most LIMITS.post.imageReplacementsMax of the post's
 * media may be swapped for new ones in one edit (decision 042: adding or removing alone is not
 * a replacement). Someone else's post, or a removed one, answers 404. Only newly mentioned
 * people are notified.
 */
export async function updatePost(
  ctx: AppContext,
  authorId: string,
  postId: string,
  input: PostUpdate,
): Promise<void> {
  const db = ctx.database.db;
  const mine = and(eq(posts.id, postId), eq(posts.authorId, authorId), eq(posts.status, 'published'));
  const [current] = await db
    .select({
      imageKeys: posts.imageKeys,
      videoKey: posts.videoKey,
      videoPosterKey: posts.videoPosterKey,
      videoSeconds: posts.videoSeconds,
    })
    .from(posts)
    .where(mine);
  // Someone else's post is 404 before anything about the input is said.
  if (!current) throw new AppError('NOT_FOUND');
  await refuseOffensiveText(db, authorId, 'post', input.content);
  const media = await checkPostMedia(ctx, authorId, input, current);
  const now = ctx.now();
  await db.transaction(async (tx) => {
    const [post] = await tx
      .select({ imageKeys: posts.imageKeys, videoKey: posts.videoKey })
      .from(posts)
      .where(mine)
      .for('update');
    if (!post) throw new AppError('NOT_FOUND');
    const replaced = mediaReplacements(post, {
      imageKeys: input.imageKeys,
      videoKey: input.videoKey ?? null,
    });
    if (replaced > LIMITS.post.imageReplacementsMax) {
      throw new AppError('POST_IMAGE_REPLACEMENTS_EXCEEDED', {
        params: { max: LIMITS.post.imageReplacementsMax },
        fields: [{ path: 'imageKeys', message: 'errors.POST_IMAGE_REPLACEMENTS_EXCEEDED' }],
      });
    }
    const body = input.shareMeasurements ? await sharedMeasurements(tx, authorId) : null;
    const mentions = await resolveMentions(tx, input.mentions);
    const before = await tx
      .select({ userId: postMentions.userId, shopId: postMentions.shopId })
      .from(postMentions)
      .where(eq(postMentions.postId, postId));
    const known = new Set(before.map((m) => m.userId ?? m.shopId));
    await tx
      .update(posts)
      .set({
        kind: input.kind,
        content: input.content,
        imageKeys: input.imageKeys,
        videoKey: input.videoKey ?? null,
        videoPosterKey: media.videoPosterKey,
        videoSeconds: media.videoSeconds,
        bodyShape: input.bodyShape ?? null,
        heightCm: body?.heightCm ?? null,
        weightKg: body?.weightKg ?? null,
        editCount: sql`${posts.editCount} + 1`,
        updatedAt: now,
      })
      .where(eq(posts.id, postId));
    await tx.delete(postProductTags).where(eq(postProductTags.postId, postId));
    await tx.delete(postHashtags).where(eq(postHashtags.postId, postId));
    await tx.delete(postMentions).where(eq(postMentions.postId, postId));
    await writeLinks(tx, postId, authorId, input, mentions, now);
    const fresh = mentions.filter((m) => !known.has(m.id));
    await notify(tx, mentionNotices(postId, authorId, await authorName(tx, authorId), fresh), now);
  });
}

/** The author deletes their post (anyone else: 404): it leaves every feed and their count. */
export async function deletePost(ctx: AppContext, authorId: string, postId: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, postId), eq(posts.authorId, authorId)))
      .for('update');
    if (!post) throw new AppError('NOT_FOUND');
    await removeFromFeeds(tx, postId);
    await tx.delete(posts).where(eq(posts.id, postId));
    await bumpPostCount(tx, authorId, -1, ctx.now());
  });
}
