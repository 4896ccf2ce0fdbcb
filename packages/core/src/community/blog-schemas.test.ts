import { describe, expect, it } from 'vitest';
import {
  blogArticleInputSchema,
  blogExcerptOf,
  blogPhase,
  blogReadingMinutes,
  blogSlugOf,
  publishTimeOf,
} from './blog-schemas';

const PRODUCT = '0b8c2c43-8f4d-4a55-9c1e-2f0b3c4d5e6f';
const valid = {
  title: 'Mặc gì đi làm mùa mưa',
  coverKey: 'blog/covers/x',
  blocks: [{ type: 'paragraph', text: 'Trời mưa vẫn đẹp.' }],
  status: 'published',
};

describe('blog article input', () => {
  it('takes blocks of the four kinds only, with no extra fields', () => {
    expect(blogArticleInputSchema.safeParse(valid).success).toBe(true);
    const html = { ...valid, blocks: [{ type: 'html', html: '<script>alert(1)</script>' }] };
    expect(blogArticleInputSchema.safeParse(html).success).toBe(false);
    const extra = { ...valid, blocks: [{ type: 'paragraph', text: 'x', html: '<b>x</b>' }] };
    expect(blogArticleInputSchema.safeParse(extra).success).toBe(false);
  });

  it('needs a cover to publish, not to keep a draft', () => {
    expect(blogArticleInputSchema.safeParse({ ...valid, coverKey: null }).success).toBe(false);
    expect(blogArticleInputSchema.safeParse({ ...valid, coverKey: null, status: 'draft' }).success).toBe(
      true,
    );
  });

  it('refuses the same product twice', () => {
    const blocks = [
      { type: 'product', productId: PRODUCT },
      { type: 'product', productId: PRODUCT },
    ];
    expect(blogArticleInputSchema.safeParse({ ...valid, blocks }).success).toBe(false);
  });
});

describe('publishing by time', () => {
  const now = new Date('2026-11-28T00:00:00Z');
  it('reads a published article due later as scheduled', () => {
    expect(blogPhase('published', new Date('2026-11-29T00:00:00Z'), now)).toBe('scheduled');
    expect(blogPhase('published', new Date('2026-11-27T00:00:00Z'), now)).toBe('published');
    expect(blogPhase('draft', null, now)).toBe('draft');
  });
  it('publishes now when no time is chosen', () => {
    expect(publishTimeOf({ status: 'published', publishAt: null }, now)).toEqual(now);
    expect(publishTimeOf({ status: 'draft', publishAt: null }, now)).toBeNull();
  });
});

describe('slugs, teasers and reading time', () => {
  it('folds Vietnamese into an address with the id tail', () => {
    expect(blogSlugOf('Đầm dự tiệc: 5 mẹo chọn!', 'abcdef12-0000')).toBe('dam-du-tiec-5-meo-chon-abcdef');
  });
  it('cuts the first paragraph at a word', () => {
    const text = 'một hai ba bốn năm sáu bảy tám chín mười';
    expect(
      blogExcerptOf(
        [
          { type: 'heading', text: 'H' },
          { type: 'paragraph', text },
        ],
        20,
      ),
    ).toBe('một hai ba bốn năm…');
    expect(blogReadingMinutes([{ type: 'paragraph', text }])).toBe(1);
  });
});
