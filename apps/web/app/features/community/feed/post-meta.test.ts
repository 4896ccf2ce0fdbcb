import { describe, expect, it } from 'vitest';
import { postMetaTags, postTitleText } from './post-meta';
import type { PostView } from './post-types';

const post = { content: `Đi làm  thứ Hai\n#công_sở ${'rất đẹp '.repeat(40)}` } as PostView;

describe('post page meta', () => {
  it('gives previews an article with its absolute picture and address', () => {
    const tags = postMetaTags({
      post,
      title: 'Lan trên Chợ Đẹp',
      url: 'https://chodep.vn/post/1',
      imageUrl: 'https://chodep.vn/media/a.webp',
      removed: false,
    });
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://chodep.vn/media/a.webp' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://chodep.vn/post/1' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    const description = tags.find((tag) => tag.property === 'og:description')?.content ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.startsWith('Đi làm thứ Hai #công_sở')).toBe(true);
  });

  it('keeps a removed post out of search engines', () => {
    const tags = postMetaTags({ post, title: 't', url: 'u', imageUrl: null, removed: true });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags.some((tag) => tag.property === 'og:image')).toBe(false);
  });

  it('titles the page with the first words', () => {
    expect(postTitleText(post, 20)).toBe('Đi làm thứ Hai #côn…');
  });
});
