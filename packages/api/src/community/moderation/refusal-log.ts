import { REPORT_TARGET_TYPES } from '@cho-dep/core/community/report-schemas';
import type { Db } from '@cho-dep/db/client';
import { z } from '@hono/zod-openapi';
import { desc, eq, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { contentRefusals } from './moderation.tables';

const PAGE_SIZE = 20;

const refusalSchema = z
  .object({
    id: z.string(),
    targetType: z.enum(REPORT_TARGET_TYPES),
    content: z.string(),
    matched: z.array(z.string()),
    author: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
    /** How many refusals this author has had in all (repeat offenders stand out). */
    authorRefusals: z.number().int(),
    createdAt: z.string(),
  })
  .openapi('ContentRefusal');

export const refusalLogSchema = z
  .object({
    items: z.array(refusalSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .openapi('ContentRefusalLog');

export type RefusalLog = z.infer<typeof refusalLogSchema>;

/** The automatic refusals, newest first. */
export async function listRefusals(db: Db, query: { page: number }) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: contentRefusals.id,
        targetType: contentRefusals.targetType,
        content: contentRefusals.content,
        matched: contentRefusals.matched,
        createdAt: contentRefusals.createdAt,
        authorId: users.id,
        authorName: users.fullName,
        authorAvatar: users.avatarUrl,
        authorRefusals: sql<number>`(SELECT count(*)::int FROM ${contentRefusals} r WHERE r.author_id = ${contentRefusals.authorId})`,
      })
      .from(contentRefusals)
      .innerJoin(users, eq(users.id, contentRefusals.authorId))
      .orderBy(desc(contentRefusals.createdAt), desc(contentRefusals.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(contentRefusals),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      targetType: row.targetType,
      content: row.content,
      matched: row.matched,
      author: { id: row.authorId, name: row.authorName, avatarUrl: row.authorAvatar },
      authorRefusals: row.authorRefusals,
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: PAGE_SIZE,
    total: counted?.total ?? 0,
  };
}
