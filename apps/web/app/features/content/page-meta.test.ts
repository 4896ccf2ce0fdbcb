import { describe, expect, it } from 'vitest';
import { PageMetaError, toPageMeta } from './page-meta';

const help = { title: 'Mua hàng', description: 'Cách đặt hàng', order: 1, group: 'mua-hang' };

describe('toPageMeta', () => {
  it('turns valid front matter into page facts', () => {
    expect(
      toPageMeta(
        { ...help, updated: '2026-11-20', related: ['luu-voucher', 'chinh-sach/van-chuyen'] },
        'huong-dan',
        'f.md',
      ),
    ).toEqual({
      title: 'Mua hàng',
      description: 'Cách đặt hàng',
      order: 1,
      group: 'mua-hang',
      updated: '2026-11-20',
      related: [
        { section: 'huong-dan', slug: 'luu-voucher' },
        { section: 'chinh-sach', slug: 'van-chuyen' },
      ],
    });
  });

  it('needs a group on help pages only', () => {
    expect(() => toPageMeta({ ...help, group: undefined as never }, 'huong-dan', 'f.md')).toThrow(
      /missing "group"/,
    );
    const { group: _group, ...policy } = help;
    expect(toPageMeta(policy, 'chinh-sach', 'f.md').group).toBeUndefined();
  });

  it('names the file and the problem', () => {
    expect(() => toPageMeta({ ...help, title: '' }, 'huong-dan', 'vi/huong-dan/x.md')).toThrow(
      new PageMetaError('vi/huong-dan/x.md', '"title" must be non-empty text'),
    );
    expect(() => toPageMeta({ ...help, order: 'một' }, 'huong-dan', 'f.md')).toThrow(
      /"order" must be a number/,
    );
    expect(() => toPageMeta({ ...help, group: 'khac' }, 'huong-dan', 'f.md')).toThrow(
      /"group" must be one of/,
    );
  });

  it('refuses impossible dates and related entries that are not slugs', () => {
    expect(() => toPageMeta({ ...help, updated: '2026-02-30' }, 'huong-dan', 'f.md')).toThrow(/"updated"/);
    expect(() => toPageMeta({ ...help, related: ['../secret'] }, 'huong-dan', 'f.md')).toThrow(/bad entry/);
    expect(() => toPageMeta({ ...help, related: ['blog/x'] }, 'huong-dan', 'f.md')).toThrow(/bad entry/);
  });
});
