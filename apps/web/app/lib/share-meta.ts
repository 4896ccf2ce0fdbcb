/**
 * The head of a page people share: title, description and the Open Graph and Twitter tags
 * Zalo, Facebook and Messenger read for their previews (the picture as an absolute address).
 */
export function shareMetaTags(input: {
  type: 'article' | 'product';
  title: string;
  description: string;
  url: string;
  imageUrl: string | null;
}) {
  const tags: Record<string, string>[] = [
    { title: `${input.title} · Chợ Đẹp` },
    { name: 'description', content: input.description },
    { property: 'og:type', content: input.type },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: input.url },
    { property: 'og:site_name', content: 'Chợ Đẹp' },
    { name: 'twitter:card', content: input.imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
  ];
  if (input.imageUrl) {
    tags.push(
      { property: 'og:image', content: input.imageUrl },
      { name: 'twitter:image', content: input.imageUrl },
    );
  }
  return tags;
}
