import { BLOG_PHASES, BLOG_SAVED_STATUSES } from '@cho-dep/core/community/blog-schemas';
import { z } from '@hono/zod-openapi';
import { productCardSchema } from '../../products/product-detail-schema';

/** What the blog's API answers (decision 046). Times are ISO strings. */

export const blogCategorySchema = z
  .object({ id: z.string(), slug: z.string(), name: z.string() })
  .openapi('BlogCategory');
export type BlogCategoryView = z.infer<typeof blogCategorySchema>;

const picture = z.object({ url: z.string(), srcSet: z.string() });

/** One card of the magazine list. */
export const blogCardSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    cover: picture.nullable(),
    category: blogCategorySchema.nullable(),
    readingMinutes: z.number().int(),
    publishedAt: z.string(),
  })
  .openapi('BlogCard');
export type BlogCardView = z.infer<typeof blogCardSchema>;

export const blogPageSchema = z
  .object({
    data: z.array(blogCardSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  })
  .openapi('BlogPage');
export type BlogPageView = z.infer<typeof blogPageSchema>;

/**
 * A block as the page renders it: text stays text; a picture carries its URLs; a product card
 * carries the product as listings show it today, or null once the product is gone or hidden.
 */
export const blogBlockViewSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), text: z.string() }),
    z.object({ type: z.literal('heading'), text: z.string() }),
    z.object({
      type: z.literal('image'),
      key: z.string(),
      caption: z.string(),
      url: z.string(),
      srcSet: z.string(),
    }),
    z.object({
      type: z.literal('product'),
      productId: z.string(),
      product: z.union([productCardSchema, z.null()]),
    }),
  ])
  .openapi('BlogBlock');
export type BlogBlockView = z.infer<typeof blogBlockViewSchema>;

export const blogArticleSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    cover: picture.nullable(),
    category: blogCategorySchema.nullable(),
    authorName: z.string().nullable(),
    readingMinutes: z.number().int(),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
    blocks: z.array(blogBlockViewSchema),
  })
  .openapi('BlogArticle');
export type BlogArticleView = z.infer<typeof blogArticleSchema>;

/** The editor's view: the public article plus what only the admin sees. */
export const adminBlogArticleSchema = blogArticleSchema
  .extend({
    status: z.enum(BLOG_SAVED_STATUSES),
    phase: z.enum(BLOG_PHASES),
    publishAt: z.string().nullable(),
    coverKey: z.string().nullable(),
    categoryId: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('AdminBlogArticle');
export type AdminBlogArticleView = z.infer<typeof adminBlogArticleSchema>;

export const adminBlogRowSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    cover: picture.nullable(),
    category: blogCategorySchema.nullable(),
    phase: z.enum(BLOG_PHASES),
    publishAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi('AdminBlogRow');

export const adminBlogListSchema = z
  .object({
    data: z.array(adminBlogRowSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  })
  .openapi('AdminBlogList');
export type AdminBlogListView = z.infer<typeof adminBlogListSchema>;

export const blogPictureSchema = z
  .object({
    key: z.string().openapi({ description: 'Send as coverKey or an image block key' }),
    url: z.string(),
  })
  .openapi('BlogPictureUpload');
