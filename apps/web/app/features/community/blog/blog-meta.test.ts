import { describe, expect, it } from 'vitest';
import { blogMetaTags } from './blog-meta';

describe('blog article meta', () => {
  it('gives Zalo and Facebook the title, teaser, cover and address', () => {
    const tags = blogMetaTags({
      title: 'Phối đồ mùa mưa',
      description: 'Áo khoác nhẹ',
      url: 'https://chodep.vn/blog/1',
      imageUrl: 'https://chodep.vn/media/c.webp',
      publishedAt: '2026-11-20T01:00:00.000Z',
    });
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://chodep.vn/media/c.webp' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://chodep.vn/blog/1' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });
});
