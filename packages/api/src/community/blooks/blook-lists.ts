import { templateGridSize } from '@cho-dep/core/community/blook-schemas';
import { encodeTimeCursor, type TimeCursor } from '@cho-dep/core/community/feed-cursor';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { asc, sql } from 'drizzle-orm';
import { isUuid } from '../../follows/follow-service';
import type { UrlOf } from '../../products/catalog/catalog-media';
import { hydrateBlookCards } from './blook-cards';
import type {
  BlookCardView,
  BlookCategoryView,
  BlookPageView,
  BlookTemplateView,
} from './blook-view-schemas';
import { blookCategories, blookSubCategories, blookTemplates } from './blooks.tables';

const names = (row: { nameVi: string; nameEn: string; nameKo: string }) => ({
  vi: row.nameVi,
  en: row.nameEn,
  ko: row.nameKo,
});

export async function listBlookTemplates(db: Db): Promise<BlookTemplateView[]> {
  const rows = await db.select().from(blookTemplates).orderBy(asc(blookTemplates.position));
  return rows.map((row) => ({
    id: row.id,
    name: names(row),
    ...templateGridSize(row.slots),
    slots: row.slots,
  }));
}

export async function listBlookCategories(db: Db): Promise<BlookCategoryView[]> {
  const [categories, subs] = await Promise.all([
    db.select().from(blookCategories).orderBy(asc(blookCategories.position)),
    db.select().from(blookSubCategories).orderBy(asc(blookSubCategories.position)),
  ]);
  return categories.map((category) => ({
    id: category.id,
    name: names(category),
    coverUrl: null,
    subCategories: subs
      .filter((sub) => sub.categoryId === category.id)
      .map((sub) => ({ id: sub.id, categoryId: sub.categoryId, name: names(sub) })),
  }));
}

export interface BlookFilter {
  categoryId?: string;
  subCategoryId?: string;
  userId?: string;
}

function filterSql(filter: BlookFilter) {
  return sql.join(
    [
      sql`b.status = 'published'`,
      filter.categoryId ? sql`b.category_id = ${filter.categoryId}::uuid` : sql`true`,
      filter.subCategoryId ? sql`b.sub_category_id = ${filter.subCategoryId}::uuid` : sql`true`,
      filter.userId ? sql`b.author_id = ${filter.userId}::uuid` : sql`true`,
    ],
    sql` AND `,
  );
}

/**
 * Newest first, keyset on (created_at, id): a blook published while someone scrolls is newer
 * than their cursor, so it never repeats an already seen card on the next page.
 */
export async function listBlooks(
  db: Db,
  viewerId: string | null,
  filter: BlookFilter,
  after: TimeCursor | null,
  urlOf: UrlOf,
): Promise<BlookPageView> {
  const limit = LIMITS.blook.pageSize;
  const position = after
    ? sql`AND (b.created_at, b.id) < (${after.t}::timestamptz, ${after.i}::uuid)`
    : sql``;
  const rows = await queryRows<{ id: string; t: string }>(
    db,
    sql`SELECT b.id, to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS t
        FROM blooks b
        WHERE ${filterSql(filter)} ${position}
        ORDER BY b.created_at DESC, b.id DESC
        LIMIT ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await hydrateBlookCards(
      db,
      viewerId,
      page.map((row) => row.id),
      urlOf,
    ),
    nextCursor: rows.length > limit && last ? encodeTimeCursor({ createdAt: last.t, id: last.id }) : null,
  };
}

/** A member's blooks by page number (product.md §7: web/bbook-template/bbook-user/{id}?page). */
export async function listUserBlooksPaged(
  db: Db,
  viewerId: string | null,
  userId: string,
  page: number,
  urlOf: UrlOf,
): Promise<{ data: BlookCardView[]; page: number; limit: number; total: number }> {
  if (!isUuid(userId)) throw new AppError('NOT_FOUND');
  const limit = LIMITS.blook.pageSize;
  const where = filterSql({ userId });
  const [ids, counted] = await Promise.all([
    queryRows<{ id: string }>(
      db,
      sql`SELECT b.id FROM blooks b WHERE ${where}
          ORDER BY b.created_at DESC, b.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    ),
    queryRows<{ total: number | string }>(db, sql`SELECT count(*) AS total FROM blooks b WHERE ${where}`),
  ]);
  return {
    data: await hydrateBlookCards(
      db,
      viewerId,
      ids.map((row) => row.id),
      urlOf,
    ),
    page,
    limit,
    total: Number(counted[0]?.total ?? 0),
  };
}
