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
  const tags: Record<string, string>[] = [
    { title: `${input.title} · Chợ Đẹp` },
    { name: 'description', content: input.description },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: input.url },
    { property: 'og:site_name', content: 'Chợ Đẹp' },
    { name: 'twitter:card', content: input.imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: input.url },
  ];
  if (input.imageUrl) {
    tags.push(
      { property: 'og:image', content: input.imageUrl },
      { name: 'twitter:image', content: input.imageUrl },
    );
  }
  if (input.publishedAt) tags.push({ property: 'article:published_time', content: input.publishedAt });
  return tags;
}
