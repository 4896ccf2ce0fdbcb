import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import {
  SOCIAL_FEEDBACK_STATUSES,
  type SocialFeedbackStatus,
  socialFeedbackExcerpt,
} from '@cho-dep/core/social-feedback/social-feedback-schemas';
import type { Db, Tx } from '@cho-dep/db/client';
import { count, desc, eq } from 'drizzle-orm';
import { UUID } from '../admin/uuid';
import type { UrlOf } from '../products/catalog/catalog-media';
import { socialFeedback } from './social-feedback.tables';
import { socialFeedbackPicture } from './social-feedback-media';
import type {
  AdminSocialFeedbackPage,
  PublicSocialFeedback,
  SocialFeedbackDetail,
  SocialFeedbackPage,
} from './social-feedback-schemas';

type Row = typeof socialFeedback.$inferSelect;
const PAGE_SIZE = LIMITS.socialFeedback.pageSize;

export function publicView(row: Row): PublicSocialFeedback {
  return {
    id: row.id,
    organisationName: row.organisationName,
    excerpt: socialFeedbackExcerpt(row.content),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function detailView(row: Row, urlOf: UrlOf, viewerId: string | null): SocialFeedbackDetail {
  return {
    ...publicView(row),
    decisionNumber: row.decisionNumber,
    email: row.email,
    content: row.content,
    images: row.imageKeys.map((key) => socialFeedbackPicture(urlOf, key)),
    language: row.language,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    sentByMember: row.userId !== null,
    isMine: viewerId !== null && row.userId === viewerId,
  };
}

/** The row of a feedback, or NOT_FOUND (a malformed id too). */
export async function socialFeedbackRow(db: Db | Tx, id: string, lock = false): Promise<Row> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND');
  const query = db.select().from(socialFeedback).where(eq(socialFeedback.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** /danh-sach: every feedback received, newest first, as the public may see it. */
export async function listPublicSocialFeedback(db: Db, page: number): Promise<SocialFeedbackPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(socialFeedback)
      .orderBy(desc(socialFeedback.createdAt), desc(socialFeedback.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(socialFeedback),
  ]);
  return { items: rows.map(publicView), total: total?.n ?? 0, page, pageSize: PAGE_SIZE };
}

/** One feedback: what the public sees, and the whole of it for the member who sent it. */
export async function socialFeedbackFor(db: Db, id: string, viewerId: string | null, urlOf: UrlOf) {
  const row = await socialFeedbackRow(db, id);
  const mine = viewerId !== null && row.userId === viewerId;
  return { public: publicView(row), detail: mine ? detailView(row, urlOf, viewerId) : null };
}

/** The admin desk's list of one status: waiting ones oldest first, settled ones newest first. */
export async function listSocialFeedbackForAdmin(
  db: Db,
  status: SocialFeedbackStatus,
  page: number,
  urlOf: UrlOf,
): Promise<AdminSocialFeedbackPage> {
  const waiting = status === 'received' || status === 'reviewing';
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(socialFeedback)
      .where(eq(socialFeedback.status, status))
      .orderBy(waiting ? socialFeedback.createdAt : desc(socialFeedback.createdAt), socialFeedback.id)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    socialFeedbackCounts(db),
  ]);
  return {
    items: rows.map((row) => detailView(row, urlOf, null)),
    total: counts[status],
    page,
    pageSize: PAGE_SIZE,
    counts,
  };
}

/** How many feedback items stand in each status (the desk's tabs, the admin home's count). */
export async function socialFeedbackCounts(db: Db): Promise<Record<SocialFeedbackStatus, number>> {
  const rows = await db
    .select({ status: socialFeedback.status, n: count() })
    .from(socialFeedback)
    .groupBy(socialFeedback.status);
  return Object.fromEntries(
    SOCIAL_FEEDBACK_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]),
  ) as Record<SocialFeedbackStatus, number>;
}

/** The admin's view of one feedback. */
export async function socialFeedbackForAdmin(
  db: Db,
  id: string,
  urlOf: UrlOf,
): Promise<SocialFeedbackDetail> {
  return detailView(await socialFeedbackRow(db, id), urlOf, null);
}
