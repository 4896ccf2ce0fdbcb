import { z } from '@hono/zod-openapi';
import type { PostView } from './post-view';

/** Link previews cut the text here (Facebook shows about two lines). */
const DESCRIPTION_MAX = 200;

export const openGraphSchema = z
  .object({
    /** The page title is "<authorName> trên Chợ Đẹp" in the reader's language (the web writes it). */
    authorName: z.string(),
    /** The shop's name when the post was made as a shop, else null. */
    shopName: z.string().nullable(),
    description: z.string(),
    /** The first picture (1080 px), else the video's poster, else null; a path on this site. */
    imageUrl: z.string().nullable(),
    /** The video itself for og:video, or null. */
    videoUrl: z.string().nullable(),
  })
  .openapi('CommunityPostOpenGraph');
export type PostOpenGraph = z.infer<typeof openGraphSchema>;

/**
 * What a shared link to /post/{id} shows in Zalo or Facebook: the post's words (cut on a word
 * boundary) and its first picture, so the preview looks like the post.
 */
export function openGraphOf(post: PostView): PostOpenGraph {
  const text = post.content.replace(/\s+/g, ' ').trim();
  const cut =
    text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX).replace(/\s+\S*$/, '')}…`;
  return {
    authorName: post.author.name,
    shopName: post.shop?.name ?? null,
    description: cut,
    imageUrl: post.images[0]?.url ?? post.video?.posterUrl ?? null,
    videoUrl: post.video?.url ?? null,
  };
}
