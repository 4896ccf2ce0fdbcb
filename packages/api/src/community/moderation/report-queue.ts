import type { ReportStatus, ReportTargetType } from '@cho-dep/core/community/report-schemas';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '@cho-dep/core/community/report-schemas';
import type { Db } from '@cho-dep/db/client';
import { z } from '@hono/zod-openapi';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { imageUrl, type UrlOf } from '../../products/catalog/catalog-media';
import { blooks } from '../blooks/blooks.tables';
import { postReplies, posts } from '../posts/posts.tables';
import { contentReports } from './moderation.tables';

const PAGE_SIZE = 20;
/** The most recent notes shown with a queue item (the rest are in the count). */
const NOTES_SHOWN = 3;

const reportQueueItemSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.string(),
    /** The content as it is now; "deleted" when its author deleted it since. */
    contentStatus: z.enum(['published', 'removed', 'deleted']),
    removedReason: z.string().nullable(),
    text: z.string(),
    /** A blook's title. */
    title: z.string().nullable(),
    imageUrl: z.string().nullable(),
    /** The post to open: the post itself, or the post a reply belongs to. */
    postId: z.string().nullable(),
    author: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }).nullable(),
    reportCount: z.number().int(),
    reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
    notes: z.array(z.string()),
    firstReportedAt: z.string(),
    lastReportedAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .openapi('ReportQueueItem');

export const reportQueueSchema = z
  .object({
    status: z.enum(REPORT_STATUSES),
    items: z.array(reportQueueItemSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .openapi('ReportQueue');

export type ReportQueue = z.infer<typeof reportQueueSchema>;
export type ReportQueueItem = z.infer<typeof reportQueueItemSchema>;
type QueueItem = ReportQueueItem;
type Content = Pick<
  QueueItem,
  'contentStatus' | 'removedReason' | 'text' | 'title' | 'imageUrl' | 'postId' | 'author'
>;

const key = (type: string, id: string) => `${type}:${id}`;

/**
 * The moderators' queue: reports grouped by the content they are about, with the content as
 * it is now, its author, how many reported it and why. Open: the most reported first, then the
 * longest waiting. Resolved: the latest decision first.
 */
export async function listReportQueue(
  db: Db,
  query: { status: ReportStatus; targetType?: ReportTargetType; page: number },
  urlOf: UrlOf,
) {
  const where = and(
    eq(contentReports.status, query.status),
    query.targetType ? eq(contentReports.targetType, query.targetType) : undefined,
  );
  const reportCount = sql<number>`count(*)::int`;
  const firstAt = sql<Date>`min(${contentReports.createdAt})`;
  const lastAt = sql<Date>`max(${contentReports.createdAt})`;
  const resolvedAt = sql<Date | null>`max(${contentReports.resolvedAt})`;
  const [groups, [counted]] = await Promise.all([
    db
      .select({
        targetType: contentReports.targetType,
        targetId: contentReports.targetId,
        reportCount,
        firstAt,
        lastAt,
        resolvedAt,
      })
      .from(contentReports)
      .where(where)
      .groupBy(contentReports.targetType, contentReports.targetId)
      .orderBy(
        ...(query.status === 'open' ? [desc(reportCount), firstAt] : [desc(resolvedAt)]),
        contentReports.targetId,
      )
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db
      .select({
        total: sql<number>`count(DISTINCT (${contentReports.targetType}, ${contentReports.targetId}))::int`,
      })
      .from(contentReports)
      .where(where),
  ]);
  const ids = (type: ReportTargetType) => groups.filter((g) => g.targetType === type).map((g) => g.targetId);
  const [reasons, notes, contents] = await Promise.all([
    groups.length === 0
      ? []
      : db
          .select({
            targetType: contentReports.targetType,
            targetId: contentReports.targetId,
            reason: contentReports.reason,
            count: sql<number>`count(*)::int`,
          })
          .from(contentReports)
          .where(
            and(
              where,
              inArray(
                contentReports.targetId,
                groups.map((g) => g.targetId),
              ),
            ),
          )
          .groupBy(contentReports.targetType, contentReports.targetId, contentReports.reason)
          .orderBy(desc(sql`count(*)`), contentReports.reason),
    groups.length === 0
      ? []
      : db
          .select({
            targetType: contentReports.targetType,
            targetId: contentReports.targetId,
            note: contentReports.note,
          })
          .from(contentReports)
          .where(
            and(
              where,
              inArray(
                contentReports.targetId,
                groups.map((g) => g.targetId),
              ),
              sql`${contentReports.note} <> ''`,
            ),
          )
          .orderBy(desc(contentReports.createdAt)),
    loadContents(db, { post: ids('post'), reply: ids('reply'), blook: ids('blook') }, urlOf),
  ]);
  const items = groups.map((group): QueueItem => {
    const k = key(group.targetType, group.targetId);
    return {
      targetType: group.targetType,
      targetId: group.targetId,
      ...(contents.get(k) ?? deleted),
      reportCount: group.reportCount,
      reasons: reasons
        .filter((r) => key(r.targetType, r.targetId) === k)
        .map((r) => ({ reason: r.reason, count: r.count })),
      // The same words from several reporters (a preset, a copied note) are shown once.
      notes: [...new Set(notes.filter((n) => key(n.targetType, n.targetId) === k).map((n) => n.note))].slice(
        0,
        NOTES_SHOWN,
      ),
      firstReportedAt: new Date(group.firstAt).toISOString(),
      lastReportedAt: new Date(group.lastAt).toISOString(),
      resolvedAt: group.resolvedAt ? new Date(group.resolvedAt).toISOString() : null,
    };
  });
  return { status: query.status, items, page: query.page, pageSize: PAGE_SIZE, total: counted?.total ?? 0 };
}

/** Contents with open reports, for the admin home's card. */
export async function countOpenReportTargets(db: Db): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`count(DISTINCT (${contentReports.targetType}, ${contentReports.targetId}))::int`,
    })
    .from(contentReports)
    .where(eq(contentReports.status, 'open'));
  return row?.total ?? 0;
}

const deleted: Content = {
  contentStatus: 'deleted',
  removedReason: null,
  text: '',
  title: null,
  imageUrl: null,
  postId: null,
  author: null,
};

const authorColumns = { authorId: users.id, authorName: users.fullName, authorAvatar: users.avatarUrl };
const authorOf = (row: { authorId: string; authorName: string; authorAvatar: string | null }) => ({
  id: row.authorId,
  name: row.authorName,
  avatarUrl: row.authorAvatar,
});

/** The reported content of one page, whatever its state (the moderator sees removed content too). */
async function loadContents(
  db: Db,
  ids: Record<ReportTargetType, string[]>,
  urlOf: UrlOf,
): Promise<Map<string, Content>> {
  const [postRows, replyRows, blookRows] = await Promise.all([
    ids.post.length === 0
      ? []
      : db
          .select({
            id: posts.id,
            status: posts.status,
            removedReason: posts.removedReason,
            content: posts.content,
            imageKeys: posts.imageKeys,
            videoPosterKey: posts.videoPosterKey,
            ...authorColumns,
          })
          .from(posts)
          .innerJoin(users, eq(users.id, posts.authorId))
          .where(inArray(posts.id, ids.post)),
    ids.reply.length === 0
      ? []
      : db
          .select({
            id: postReplies.id,
            postId: postReplies.postId,
            status: postReplies.status,
            removedReason: postReplies.removedReason,
            content: postReplies.content,
            imageKeys: postReplies.imageKeys,
            ...authorColumns,
          })
          .from(postReplies)
          .innerJoin(users, eq(users.id, postReplies.authorId))
          .where(inArray(postReplies.id, ids.reply)),
    ids.blook.length === 0
      ? []
      : db
          .select({
            id: blooks.id,
            status: blooks.status,
            removedReason: blooks.removedReason,
            title: blooks.title,
            // The first picture of the blook's first product.
            imageKey: sql<string | null>`(
              SELECT pi.image_key FROM blook_items bi
              JOIN product_images pi ON pi.product_id = bi.product_id
              WHERE bi.blook_id = ${blooks.id}
              ORDER BY bi.position, pi.position LIMIT 1)`,
            ...authorColumns,
          })
          .from(blooks)
          .innerJoin(users, eq(users.id, blooks.authorId))
          .where(inArray(blooks.id, ids.blook)),
  ]);
  const map = new Map<string, Content>();
  for (const row of postRows) {
    map.set(key('post', row.id), {
      contentStatus: row.status,
      removedReason: row.removedReason,
      text: row.content,
      title: null,
      imageUrl: imageUrl(urlOf, row.imageKeys[0] ?? row.videoPosterKey, 540),
      postId: row.id,
      author: authorOf(row),
    });
  }
  for (const row of replyRows) {
    map.set(key('reply', row.id), {
      contentStatus: row.status,
      removedReason: row.removedReason,
      text: row.content,
      title: null,
      imageUrl: imageUrl(urlOf, row.imageKeys[0] ?? null, 540),
      postId: row.postId,
      author: authorOf(row),
    });
  }
  for (const row of blookRows) {
    map.set(key('blook', row.id), {
      contentStatus: row.status,
      removedReason: row.removedReason,
      text: '',
      title: row.title,
      imageUrl: imageUrl(urlOf, row.imageKey, 400),
      postId: null,
      author: authorOf(row),
    });
  }
  return map;
}
