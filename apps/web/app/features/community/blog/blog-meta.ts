import { shareMetaTags } from '../../../lib/share-meta';

/**
 * The head of /blog/{id}: title, description and the Open Graph and Twitter tags Zalo and
 * Facebook read for their previews (the cover as an absolute address).
 */
export function blogMetaTags(input: {
  title: string;
  description: string;
  url: string;
  imageUrl: string | null;
  publishedAt: string | null;
}) {
  const tags = [
    ...shareMetaTags({ ...input, type: 'article' }),
    { tagName: 'link', rel: 'canonical', href: input.url },
  ];
  if (input.publishedAt) tags.push({ property: 'article:published_time', content: input.publishedAt });
  return tags;
}
