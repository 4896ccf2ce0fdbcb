import type { PostView } from './post-types';

/** The longest description a preview shows before cutting it (Facebook's and Zalo's cards). */
const DESCRIPTION_MAX = 160;

function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * The head of /post/{id}: title and description from the post's words, and the Open Graph and
 * Twitter tags Zalo and Facebook read for their previews (the first picture, or the video's
 * poster, as an absolute address).
 */
export function postMetaTags(input: {
  post: PostView;
  title: string;
  url: string;
  imageUrl: string | null;
  removed: boolean;
}) {
  const description = cut(input.post.content, DESCRIPTION_MAX);
  const tags: Record<string, string>[] = [
    { title: input.title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: input.url },
    { property: 'og:site_name', content: 'Chợ Đẹp' },
    { name: 'twitter:card', content: input.imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
    { tagName: 'link', rel: 'canonical', href: input.url },
  ];
  if (input.imageUrl) {
    tags.push(
      { property: 'og:image', content: input.imageUrl },
      { name: 'twitter:image', content: input.imageUrl },
    );
  }
  if (input.removed) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** "Nàng thơ mùa thu…": the first words of the post as its page title. */
export function postTitleText(post: PostView, max = 60): string {
  return cut(post.content, max);
}
