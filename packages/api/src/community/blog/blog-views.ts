import type { ProductCardView } from '@cho-dep/core/catalog/product-card';
import {
  type BlogBlock,
  type BlogSavedStatus,
  blogExcerptOf,
  blogPhase,
  blogReadingMinutes,
} from '@cho-dep/core/community/blog-schemas';
import type { Language } from '@cho-dep/core/locale/locales';
import type { Db } from '@cho-dep/db/client';
import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import type { UrlOf } from '../../products/catalog/catalog-media';
import { productCardColumns, toProductCard } from '../../products/catalog/product-cards';
import { products } from '../../products/catalog/products.tables';
import { shops } from '../../shops/shops.tables';
import { blogArticles, blogCategories } from './blog.tables';
import { blogPictureOf } from './blog-pictures';
import type { AdminBlogArticleView, BlogBlockView, BlogCardView, BlogCategoryView } from './blog-schemas';

/** The columns every article view reads, with its category and author. */
export const articleColumns = {
  id: blogArticles.id,
  slug: blogArticles.slug,
  title: blogArticles.title,
  coverKey: blogArticles.coverKey,
  blocks: blogArticles.blocks,
  status: blogArticles.status,
  publishAt: blogArticles.publishAt,
  createdAt: blogArticles.createdAt,
  updatedAt: blogArticles.updatedAt,
  categoryId: blogArticles.categoryId,
  categorySlug: blogCategories.slug,
  categoryName: blogCategories.name,
  categoryNameEn: blogCategories.nameEn,
  categoryNameKo: blogCategories.nameKo,
  authorName: users.fullName,
};

export interface ArticleRow {
  id: string;
  slug: string;
  title: string;
  coverKey: string | null;
  blocks: BlogBlock[];
  status: BlogSavedStatus;
  publishAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  categoryId: string | null;
  categorySlug: string | null;
  categoryName: string | null;
  categoryNameEn: string | null;
  categoryNameKo: string | null;
  authorName: string | null;
}

/** A query over articles joined to their category and author (left joins: both may be gone). */
export function selectArticles(db: Db) {
  return db
    .select(articleColumns)
    .from(blogArticles)
    .leftJoin(blogCategories, eq(blogCategories.id, blogArticles.categoryId))
    .leftJoin(users, eq(users.id, blogArticles.authorId));
}

export function categoryName(
  row: { name: string; nameEn: string; nameKo: string },
  language: Language,
): string {
  return language === 'en' ? row.nameEn : language === 'ko' ? row.nameKo : row.name;
}

function categoryOf(row: ArticleRow, language: Language): BlogCategoryView | null {
  if (!row.categoryId || !row.categorySlug || row.categoryName === null) return null;
  return {
    id: row.categoryId,
    slug: row.categorySlug,
    name: categoryName(
      { name: row.categoryName, nameEn: row.categoryNameEn ?? '', nameKo: row.categoryNameKo ?? '' },
      language,
    ),
  };
}

export function toBlogCard(row: ArticleRow, urlOf: UrlOf, language: Language): BlogCardView {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: blogExcerptOf(row.blocks),
    cover: row.coverKey ? blogPictureOf(urlOf, row.coverKey) : null,
    category: categoryOf(row, language),
    readingMinutes: blogReadingMinutes(row.blocks),
    publishedAt: (row.publishAt ?? row.createdAt).toISOString(),
  };
}

/** The embedded products as listings show them now; hidden or deleted ones are left out. */
async function liveProducts(db: Db, blocks: readonly BlogBlock[], urlOf: UrlOf) {
  const ids = blocks.flatMap((block) => (block.type === 'product' ? [block.productId] : []));
  if (ids.length === 0) return new Map<string, ProductCardView>();
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(inArray(products.id, ids), eq(products.listed, true)));
  return new Map(rows.map((row) => [row.id, toProductCard(row, urlOf)]));
}

/** An article with its blocks ready to render (pictures' URLs, live product cards). */
export async function toArticleView(
  db: Db,
  row: ArticleRow,
  now: Date,
  urlOf: UrlOf,
  language: Language,
): Promise<AdminBlogArticleView> {
  const cards = await liveProducts(db, row.blocks, urlOf);
  const blocks: BlogBlockView[] = row.blocks.map((block) => {
    if (block.type === 'image') return { ...block, ...blogPictureOf(urlOf, block.key) };
    if (block.type === 'product') return { ...block, product: cards.get(block.productId) ?? null };
    return block;
  });
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: blogExcerptOf(row.blocks),
    cover: row.coverKey ? blogPictureOf(urlOf, row.coverKey) : null,
    category: categoryOf(row, language),
    authorName: row.authorName,
    readingMinutes: blogReadingMinutes(row.blocks),
    publishedAt: row.status === 'published' && row.publishAt ? row.publishAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
    blocks,
    status: row.status,
    phase: blogPhase(row.status, row.publishAt, now),
    publishAt: row.publishAt?.toISOString() ?? null,
    coverKey: row.coverKey,
    categoryId: row.categoryId,
    createdAt: row.createdAt.toISOString(),
  };
}
