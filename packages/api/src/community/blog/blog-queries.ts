import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Language } from '@cho-dep/core/locale/locales';
import type { Db } from '@cho-dep/db/client';
import { and, asc, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { UrlOf } from '../../products/catalog/catalog-media';
import { blogArticles, blogCategories } from './blog.tables';
import type { BlogArticleView, BlogCategoryView, BlogPageView } from './blog-schemas';
import { type ArticleRow, categoryName, selectArticles, toArticleView, toBlogCard } from './blog-views';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Readers see an article once it is published and its time has come. */
function publicAt(now: Date): SQL {
  return and(eq(blogArticles.status, 'published'), lte(blogArticles.publishAt, now)) as SQL;
}

export async function listBlogCategories(db: Db, language: Language): Promise<BlogCategoryView[]> {
  const rows = await db
    .select()
    .from(blogCategories)
    .orderBy(asc(blogCategories.position), asc(blogCategories.name));
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: categoryName(row, language) }));
}

/** GET /community/v1/blog?page&categoryId: the magazine, newest first. */
export async function listPublicArticles(
  db: Db,
  query: { page: number; categoryId?: string | undefined },
  now: Date,
  urlOf: UrlOf,
  language: Language,
): Promise<BlogPageView> {
  const limit = LIMITS.blog.pageSize;
  const where = and(
    publicAt(now),
    query.categoryId ? eq(blogArticles.categoryId, query.categoryId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectArticles(db)
      .where(where)
      .orderBy(desc(blogArticles.publishAt), desc(blogArticles.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    db.select({ value: count() }).from(blogArticles).where(where),
  ]);
  return {
    data: (rows as ArticleRow[]).map((row) => toBlogCard(row, urlOf, language)),
    page: query.page,
    limit,
    total: Number(total?.value ?? 0),
  };
}

/**
 * GET /community/v1/blog/{id}: one public article by id or slug. A draft, a scheduled article
 * before its time or an unknown one are all 404: a reader cannot tell them apart.
 */
export async function loadPublicArticle(
  db: Db,
  idOrSlug: string,
  now: Date,
  urlOf: UrlOf,
  language: Language,
): Promise<BlogArticleView> {
  const match = UUID.test(idOrSlug) ? eq(blogArticles.id, idOrSlug) : eq(blogArticles.slug, idOrSlug);
  const [row] = await selectArticles(db)
    .where(and(match, publicAt(now)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const {
    status: _s,
    phase: _p,
    publishAt: _a,
    coverKey: _c,
    categoryId: _i,
    createdAt: _d,
    ...view
  } = await toArticleView(db, row as ArticleRow, now, urlOf, language);
  return view;
}
