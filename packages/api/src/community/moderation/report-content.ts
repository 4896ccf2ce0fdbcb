import type { ReportReason, ReportTargetType } from '@cho-dep/core/community/report-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { blooks } from '../blooks/blooks.tables';
import { postReplies, posts } from '../posts/posts.tables';
import { contentReports } from './moderation.tables';

export interface ReportReceipt {
  id: string;
  status: 'open' | 'resolved';
  createdAt: string;
}

/**
 * Files a member's report. Reporting the same content again while the first report is open
 * answers that report unchanged (a double tap or a second try is not a second voice in the
 * queue). Only published content others can see can be reported; one's own content cannot.
 */
export async function reportContent(
  db: Db,
  reporterId: string,
  input: { targetType: ReportTargetType; targetId: string; reason: ReportReason; note: string },
  now: Date,
): Promise<ReportReceipt> {
  const authorId = await authorOfVisible(db, input.targetType, input.targetId);
  if (!authorId || authorId === reporterId) throw new AppError('NOT_FOUND');
  const [inserted] = await db
    .insert(contentReports)
    .values({
      reporterId,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      note: input.note,
      createdAt: now,
    })
    .onConflictDoNothing({
      target: [contentReports.reporterId, contentReports.targetType, contentReports.targetId],
      where: sql`${contentReports.status} = 'open'`,
    })
    .returning({ id: contentReports.id, createdAt: contentReports.createdAt });
  if (inserted) return { id: inserted.id, status: 'open', createdAt: inserted.createdAt.toISOString() };
  const [open] = await db
    .select({ id: contentReports.id, createdAt: contentReports.createdAt })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.reporterId, reporterId),
        eq(contentReports.targetType, input.targetType),
        eq(contentReports.targetId, input.targetId),
        eq(contentReports.status, 'open'),
      ),
    )
    .limit(1);
  if (!open) throw new AppError('CONFLICT');
  return { id: open.id, status: 'open', createdAt: open.createdAt.toISOString() };
}

/** The author of a published post, reply or blook, or undefined when there is none to see. */
async function authorOfVisible(
  db: Db,
  targetType: ReportTargetType,
  targetId: string,
): Promise<string | undefined> {
  if (targetType === 'post') {
    const [row] = await db
      .select({ authorId: posts.authorId })
      .from(posts)
      .where(and(eq(posts.id, targetId), eq(posts.status, 'published')));
    return row?.authorId;
  }
  if (targetType === 'reply') {
    const [row] = await db
      .select({ authorId: postReplies.authorId })
      .from(postReplies)
      .innerJoin(posts, eq(posts.id, postReplies.postId))
      .where(
        and(eq(postReplies.id, targetId), eq(postReplies.status, 'published'), eq(posts.status, 'published')),
      );
    return row?.authorId;
  }
  const [row] = await db
    .select({ authorId: blooks.authorId })
    .from(blooks)
    .where(and(eq(blooks.id, targetId), eq(blooks.status, 'published')));
  return row?.authorId;
}
