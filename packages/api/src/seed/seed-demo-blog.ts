import { randomUUID } from 'node:crypto';
import { type BlogBlock, blogSlugOf } from '@cho-dep/core/community/blog-schemas';
import type { Tx } from '@cho-dep/db/client';
import type { FileStorage } from '@cho-dep/integrations/storage/file-storage';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { blogArticles, blogCategories } from '../community/blog/blog.tables';
import { renderBanner } from '../products/catalog/catalog-images';
import { categories } from '../products/catalog/categories.tables';
import { products } from '../products/catalog/products.tables';
import { DEMO_BLOG_ARTICLES, DEMO_BLOG_CATEGORIES, type DemoBlogArticle } from './demo-blog-articles';

const DAY_MS = 86_400_000;
/** 08:00 in Vietnam is 01:00 UTC. */
const HOUR_AT_8 = 3_600_000;
const coverKey = (a: DemoBlogArticle) => `blog/covers/demo-${a.slug}`;
const pictureKey = (a: DemoBlogArticle) => `blog/pictures/demo-${a.slug}`;

/** The covers and body pictures, drawn like the home banners (before the seed's transaction). */
export function demoBlogPictureTasks(storage: FileStorage): Array<() => Promise<void>> {
  return DEMO_BLOG_ARTICLES.flatMap((article) => [
    () => renderBanner(storage, coverKey(article), article.art),
    ...(article.picture
      ? [() => renderBanner(storage, pictureKey(article), article.picture?.art ?? article.art)]
      : []),
  ]);
}

/** The best-selling listed product of each sub-category the articles name. */
async function topProductBySubCategory(tx: Tx): Promise<Map<string, string[]>> {
  const slugs = [
    ...new Set(DEMO_BLOG_ARTICLES.flatMap((a) => a.body.flatMap((b) => ('products' in b ? b.products : [])))),
  ];
  const rows = await tx
    .select({ id: products.id, slug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.listed, true), inArray(categories.slug, slugs)))
    .orderBy(desc(products.soldCount), asc(products.name));
  const bySlug = new Map<string, string[]>();
  for (const row of rows) bySlug.set(row.slug, [...(bySlug.get(row.slug) ?? []), row.id]);
  return bySlug;
}

function blocksOf(article: DemoBlogArticle, bySlug: Map<string, string[]>): BlogBlock[] {
  const used = new Set<string>();
  return article.body.flatMap((part): BlogBlock[] => {
    if ('h' in part) return [{ type: 'heading', text: part.h }];
    if ('p' in part) return [{ type: 'paragraph', text: part.p }];
    if ('picture' in part) {
      return article.picture
        ? [{ type: 'image', key: pictureKey(article), caption: article.picture.caption }]
        : [];
    }
    return part.products.flatMap((slug) => {
      const id = (bySlug.get(slug) ?? []).find((candidate) => !used.has(candidate));
      if (!id) return [];
      used.add(id);
      return [{ type: 'product', productId: id }];
    });
  });
}

/**
 * The demo blog: its categories and articles by admin@demo.vn, spread over the last weeks,
 * one scheduled a few days ahead (it appears by itself then). Deterministic but for ids.
 */
export async function seedDemoBlog(tx: Tx, now: Date): Promise<void> {
  const categoryRows = await tx
    .insert(blogCategories)
    .values(DEMO_BLOG_CATEGORIES.map((c, position) => ({ ...c, position })))
    .returning({ id: blogCategories.id, slug: blogCategories.slug });
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = 'admin@demo.vn'`);
  const bySlug = await topProductBySubCategory(tx);
  const rows = DEMO_BLOG_ARTICLES.map((article) => {
    const id = randomUUID();
    // Mornings in Vietnam (08:00 +07), a few hours apart, so the newest sorts first.
    const publishAt = new Date(
      Math.floor(now.getTime() / DAY_MS) * DAY_MS - article.daysAgo * DAY_MS + HOUR_AT_8,
    );
    const createdAt = new Date(Math.min(publishAt.getTime(), now.getTime()) - DAY_MS);
    return {
      id,
      slug: blogSlugOf(article.title, id),
      title: article.title,
      coverKey: coverKey(article),
      blocks: blocksOf(article, bySlug),
      categoryId: categoryId.get(article.category) ?? null,
      authorId: admin?.id ?? null,
      status: 'published' as const,
      publishAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await tx.insert(blogArticles).values(rows);
}
