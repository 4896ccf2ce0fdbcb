import { z } from 'zod';
import { LIMITS } from '../constants/limits';

const P = LIMITS.post;

/**
 * What a post is for. A look and a review show clothes or make-up, so they need a picture or
 * a video (product.md §5: "image or video is required for those post types"); a question to
 * the community may be text alone.
 */
export const POST_KINDS = ['look', 'review', 'question'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const POST_KINDS_NEEDING_MEDIA: readonly PostKind[] = ['look', 'review'];

/** Body shapes a member may show on posts and on their wall (fit advice, "people like me"). */
export const BODY_SHAPES = ['hourglass', 'pear', 'apple', 'rectangle', 'inverted_triangle'] as const;
export type BodyShape = (typeof BODY_SHAPES)[number];

/** A post is public until a moderator removes it (it can be restored). */
export const POST_STATUSES = ['published', 'removed'] as const;

/**
 * An uploaded medium as the community media upload answered it: the storage key of a picture
 * (without its size suffix) or of a video. The server checks the key is the author's own.
 */
const mediaKey = z.string().min(1).max(200);

/**
 * A pin on one of the post's pictures pointing at a product (and, if chosen, one variant) of
 * any shop. x and y are fractions of the picture's width and height, from its top left.
 */
export const productTagSchema = z.object({
  productId: z.uuid(),
  variantId: z.uuid().nullable().optional(),
  imageIndex: z
    .number()
    .int()
    .min(0)
    .max(P.imagesMax - 1),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
});
export type ProductTagInput = z.infer<typeof productTagSchema>;

/** Someone the author names in the text: a member or a shop; they are notified. */
export const mentionSchema = z.object({ kind: z.enum(['user', 'shop']), id: z.uuid() });
export type MentionInput = z.infer<typeof mentionSchema>;

const postFields = z.object({
  kind: z.enum(POST_KINDS).default('look'),
  content: z.string().trim().max(P.contentMax, 'validation.post.contentMax').default(''),
  imageKeys: z.array(mediaKey).max(P.imagesMax, 'validation.post.imagesMax').default([]),
  videoKey: mediaKey.nullable().optional(),
  productTags: z.array(productTagSchema).max(P.productTagsMax).default([]),
  mentions: z.array(mentionSchema).max(P.mentionsMax).default([]),
  bodyShape: z.enum(BODY_SHAPES).nullable().optional(),
  /** Copy the author's height and weight from their profile onto the post. */
  shareMeasurements: z.boolean().default(false),
  /** A seller may post as their shop; the post then counts for the shop's followers. */
  asShop: z.boolean().default(false),
});

/**
 * The rules every post keeps, whoever reads them (form or API): pictures or one video, never
 * both; media where the kind needs it; tags only on pictures the post has, a few per picture.
 */
function checkPost(post: Omit<z.infer<typeof postFields>, 'asShop'>, ctx: z.RefinementCtx): void {
  const hasVideo = post.videoKey != null;
  if (hasVideo && post.imageKeys.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['videoKey'], message: 'validation.post.imagesOrVideo' });
  }
  if (!hasVideo && post.imageKeys.length === 0 && POST_KINDS_NEEDING_MEDIA.includes(post.kind)) {
    ctx.addIssue({ code: 'custom', path: ['imageKeys'], message: 'validation.post.mediaRequired' });
  }
  const perImage = new Map<number, number>();
  post.productTags.forEach((tag, index) => {
    if (tag.imageIndex >= post.imageKeys.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['productTags', index, 'imageIndex'],
        message: 'validation.post.tagImage',
      });
    }
    perImage.set(tag.imageIndex, (perImage.get(tag.imageIndex) ?? 0) + 1);
  });
  for (const [imageIndex, count] of perImage) {
    if (count > P.productTagsPerImageMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['productTags'],
        message: 'validation.post.tagsPerImage',
        params: { imageIndex, max: P.productTagsPerImageMax },
      });
    }
  }
}

/** POST /community/v1/posts: a new post. Hashtags are read from the text (#áo_dài). */
export const postInputSchema = postFields.superRefine(checkPost);
export type PostInput = z.infer<typeof postInputSchema>;

/** PUT /community/v1/posts/{id}: the author's edit replaces the post's fields (asShop stays). */
export const postUpdateSchema = postFields.omit({ asShop: true }).superRefine(checkPost);
export type PostUpdate = z.infer<typeof postUpdateSchema>;

/** A reply: up to 300 characters with one picture; text or picture required. */
export const replyInputSchema = z
  .object({
    content: z.string().trim().max(P.replyMax, 'validation.post.contentMax').default(''),
    imageKeys: z.array(mediaKey).max(P.replyImagesMax, 'validation.post.replyImagesMax').default([]),
    /** Answering another reply on the same post (one level of threads). */
    parentReplyId: z.uuid().nullable().optional(),
  })
  .refine((reply) => reply.content.length > 0 || reply.imageKeys.length > 0, {
    path: ['content'],
    message: 'validation.required',
  });
export type ReplyInput = z.infer<typeof replyInputSchema>;
