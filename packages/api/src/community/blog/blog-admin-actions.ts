import { randomUUID } from 'node:crypto';
import { type BlogArticleInput, blogSlugOf, publishTimeOf } from '@cho-dep/core/community/blog-schemas';
import { AppError, type FieldError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { eq, inArray } from 'drizzle-orm';
import { products } from '../../products/catalog/products.tables';
import { blogArticles, blogCategories } from './blog.tables';
import { isBlogPictureKey } from './blog-pictures';

/**
 * What the schema cannot see: pictures must be the blog's own uploads, embedded products must
 * be buyable now, the category must exist. Every problem is a field error on its block.
 */
async function checkReferences(db: Db, input: BlogArticleInput): Promise<void> {
  const fields: FieldError[] = [];
  if (input.coverKey && !isBlogPictureKey(input.coverKey)) {
    fields.push({ path: 'coverKey', message: 'validation.banner.coverInvalid' });
  }
  const productIds = input.blocks.flatMap((block) => (block.type === 'product' ? [block.productId] : []));
  const listed = new Set(
    productIds.length === 0
      ? []
      : (
          await db
            .select({ id: products.id, listed: products.listed })
            .from(products)
            .where(inArray(products.id, productIds))
        )
          .filter((row) => row.listed)
          .map((row) => row.id),
  );
  input.blocks.forEach((block, index) => {
    if (block.type === 'image' && !isBlogPictureKey(block.key)) {
      fields.push({ path: `blocks.${index}.key`, message: 'validation.blog.pictureInvalid' });
    }
    if (block.type === 'product' && !listed.has(block.productId)) {
      fields.push({ path: `blocks.${index}.productId`, message: 'validation.blog.productInvalid' });
    }
  });
  if (input.categoryId) {
    const [category] = await db
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(eq(blogCategories.id, input.categoryId));
    if (!category) fields.push({ path: 'categoryId', message: 'validation.invalidEnum' });
  }
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

function columnsOf(input: BlogArticleInput, now: Date) {
  return {
    title: input.title,
    coverKey: input.coverKey,
    blocks: input.blocks,
    categoryId: input.categoryId,
    status: input.status,
    publishAt: publishTimeOf(input, now),
    updatedAt: now,
  };
}

/** POST /api/v1/admin/blog: a new article (a draft, published now, or scheduled). */
export async function createArticle(
  db: Db,
  authorId: string,
  input: BlogArticleInput,
  now: Date,
): Promise<string> {
  await checkReferences(db, input);
  const id = randomUUID();
  await db.insert(blogArticles).values({
    id,
    slug: blogSlugOf(input.title, id),
    authorId,
    createdAt: now,
    ...columnsOf(input, now),
  });
  return id;
}

/** PUT /api/v1/admin/blog/{id}: every field replaced; the address follows the new title. */
export async function updateArticle(db: Db, id: string, input: BlogArticleInput, now: Date): Promise<void> {
  await checkReferences(db, input);
  const updated = await db
    .update(blogArticles)
    .set({ slug: blogSlugOf(input.title, id), ...columnsOf(input, now) })
    .where(eq(blogArticles.id, id))
    .returning({ id: blogArticles.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
}

export async function deleteArticle(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(blogArticles)
    .where(eq(blogArticles.id, id))
    .returning({ id: blogArticles.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}
