import { blogPhase } from '@cho-dep/core/community/blog-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Language } from '@cho-dep/core/locale/locales';
import type { Db } from '@cho-dep/db/client';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { UrlOf } from '../../products/catalog/catalog-media';
import { blogArticles } from './blog.tables';
import { blogPictureOf } from './blog-pictures';
import type { AdminBlogArticleView, AdminBlogListView } from './blog-schemas';
import { type ArticleRow, selectArticles, toArticleView, toBlogCard } from './blog-views';

/** The editor's list: every article, the most recently changed first. */
export async function listAdminArticles(
  db: Db,
  page: number,
  now: Date,
  urlOf: UrlOf,
  language: Language,
): Promise<AdminBlogListView> {
  const limit = LIMITS.blog.pageSize;
  const [rows, [total]] = await Promise.all([
    selectArticles(db)
      .orderBy(desc(blogArticles.updatedAt), desc(blogArticles.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(blogArticles).where(sql`true`),
  ]);
  return {
    data: (rows as ArticleRow[]).map((row) => ({
      id: row.id,
      title: row.title,
      cover: row.coverKey ? blogPictureOf(urlOf, row.coverKey) : null,
      category: toBlogCard(row, urlOf, language).category,
      phase: blogPhase(row.status, row.publishAt, now),
      publishAt: row.publishAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
    page,
    limit,
    total: Number(total?.value ?? 0),
  };
}

/** One article in any phase, for the editor and its preview. */
export async function loadAdminArticle(
  db: Db,
  id: string,
  now: Date,
  urlOf: UrlOf,
  language: Language,
): Promise<AdminBlogArticleView> {
  const [row] = await selectArticles(db).where(eq(blogArticles.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return toArticleView(db, row as ArticleRow, now, urlOf, language);
}
