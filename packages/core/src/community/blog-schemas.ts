import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { foldText } from '../search/fold-text';

const B = LIMITS.blog;

const pictureKey = z.string().min(1).max(200);

/**
 * An article's body is a list of blocks (decision 046), never HTML: the page renders each
 * block with React, which writes text as text, so whatever the editor typed (a `<script>`
 * included) is shown, never run. Unknown block types and unknown fields are refused.
 */
export const blogBlockSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('paragraph'), text: z.string().trim().min(1).max(B.paragraphMax) }),
  z.strictObject({ type: z.literal('heading'), text: z.string().trim().min(1).max(B.headingMax) }),
  z.strictObject({
    type: z.literal('image'),
    key: pictureKey,
    caption: z.string().trim().max(B.captionMax).default(''),
  }),
  z.strictObject({ type: z.literal('product'), productId: z.uuid() }),
]);
export type BlogBlock = z.infer<typeof blogBlockSchema>;

/**
 * What the admin saves. `published` with a future `publishAt` is a scheduled article: it
 * appears by itself at that time (the public lists compare publishAt with the clock), so no
 * job has to flip it. A draft keeps its publishAt only as the editor's choice.
 */
export const BLOG_SAVED_STATUSES = ['draft', 'published'] as const;
export type BlogSavedStatus = (typeof BLOG_SAVED_STATUSES)[number];
/** What readers of the admin list see: a published article not yet due is `scheduled`. */
export const BLOG_PHASES = ['draft', 'scheduled', 'published'] as const;
export type BlogPhase = (typeof BLOG_PHASES)[number];

export const blogArticleInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(B.titleMin, 'validation.blog.titleMin')
      .max(B.titleMax, 'validation.blog.titleMax'),
    categoryId: z.uuid().nullable().default(null),
    coverKey: pictureKey.nullable().default(null),
    blocks: z.array(blogBlockSchema).min(1, 'validation.blog.bodyRequired').max(B.blocksMax),
    status: z.enum(BLOG_SAVED_STATUSES).default('draft'),
    /** ISO time; null when publishing now (the server's clock is used). */
    publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .superRefine((article, ctx) => {
    if (article.status === 'published' && !article.coverKey) {
      ctx.addIssue({ code: 'custom', path: ['coverKey'], message: 'validation.blog.coverRequired' });
    }
    const products = article.blocks.filter((block) => block.type === 'product');
    if (products.length > B.productsMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['blocks'],
        message: 'validation.blog.productsMax',
        params: { max: B.productsMax },
      });
    }
    if (new Set(products.map((p) => p.productId)).size !== products.length) {
      ctx.addIssue({ code: 'custom', path: ['blocks'], message: 'validation.blog.duplicateProduct' });
    }
  });
export type BlogArticleInput = z.infer<typeof blogArticleInputSchema>;

/** The phase shown for a saved status and publish time at `now`. */
export function blogPhase(status: BlogSavedStatus, publishAt: Date | null, now: Date): BlogPhase {
  if (status === 'draft') return 'draft';
  return publishAt && publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** When an article saved now goes public: the chosen time, or now when none is chosen. */
export function publishTimeOf(input: Pick<BlogArticleInput, 'status' | 'publishAt'>, now: Date): Date | null {
  if (input.publishAt) return new Date(input.publishAt);
  return input.status === 'published' ? now : null;
}

/**
 * The address-friendly name of an article: folded like search text (no tones, đ -> d),
 * words joined by hyphens, with a short tail of the id so two articles never share one.
 */
export function blogSlugOf(title: string, id: string): string {
  const words = foldText(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  const tail = id.replaceAll('-', '').slice(0, 6);
  return words ? `${words}-${tail}` : tail;
}

/** The teaser of an article (list cards, Open Graph description): its first paragraph, cut at a word. */
export function blogExcerptOf(blocks: readonly BlogBlock[], max = 160): string {
  const first = blocks.find((block) => block.type === 'paragraph');
  if (first?.type !== 'paragraph') return '';
  const text = first.text.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Minutes to read at about 200 words a minute, at least one. */
export function blogReadingMinutes(blocks: readonly BlogBlock[]): number {
  const words = blocks
    .map((block) => (block.type === 'paragraph' || block.type === 'heading' ? block.text : ''))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
