import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPaths } from './storable-text';

describe('isStorableText', () => {
  it('accepts Vietnamese, Korean, emoji (surrogate pairs) and control characters other than NUL', () => {
    for (const text of ['', 'Áo thun cotton đẹp', '한국어', '👗 váy', 'tab\there', 'line\nbreak', '\uFFFD']) {
      expect(isStorableText(text), text).toBe(true);
    }
  });

  it('refuses NUL and a lone half of a surrogate pair, wherever it sits', () => {
    for (const text of [
      '\u0000',
      'a\u0000b',
      '\uD800',
      'a\uD83Db',
      '\uDC00x',
      'x\uDFFF',
      '👗'.slice(1),
      '👗'.slice(0, 1),
    ]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('unstorableTextPaths', () => {
  it('names each bad string of a validated input by its dotted path, keys included', () => {
    const input = {
      q: 'ok',
      note: 'a\u0000b',
      rows: [{ sizeName: 'M' }, { sizeName: '\uD800' }],
      tags: ['fine', 'x\u0000'],
      nested: { 'k\u0000': 'v' },
      count: 3,
      at: new Date(0),
      none: null,
    };
    expect(unstorableTextPaths(input)).toEqual(['note', 'rows.1.sizeName', 'tags.1', 'nested']);
  });

  it('answers nothing for clean input and the empty path for a bad bare string', () => {
    expect(unstorableTextPaths({ name: 'Nguyễn Thị Lan', list: [1, 'b'] })).toEqual([]);
    expect(unstorableTextPaths('\u0000')).toEqual(['']);
  });
});
