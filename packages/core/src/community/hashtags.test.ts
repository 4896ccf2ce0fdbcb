import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { extractHashtags, normalizeHashtag } from './hashtags';

describe('hashtags', () => {
  it('reads Vietnamese tags in lower case NFC', () => {
    expect(extractHashtags('Hôm nay mặc #áo_dài đi chùa #ÁoDài #OOTD')).toEqual(['áo_dài', 'áodài', 'ootd']);
  });

  it('treats decomposed (NFD) and composed spellings as one tag', () => {
    const nfd = '#Áo_Dài'.normalize('NFD');
    expect(extractHashtags(`${nfd} và #áo_dài`)).toEqual(['áo_dài']);
    expect(normalizeHashtag(nfd.slice(1))).toBe('áo_dài');
  });

  it('stops a tag at punctuation and spaces', () => {
    expect(extractHashtags('#đầm, #váy. #quần!#giày?')).toEqual(['đầm', 'váy', 'quần', 'giày']);
    expect(extractHashtags('(#phối_đồ)')).toEqual(['phối_đồ']);
  });

  it('ignores a # glued to a word, an HTML entity, a bare # and numbers alone', () => {
    expect(extractHashtags('ao#dai &#39; # #2024 ##')).toEqual([]);
    expect(extractHashtags('#2024_tết')).toEqual(['2024_tết']);
  });

  it('keeps the first tags up to the limit', () => {
    const text = Array.from({ length: 15 }, (_, i) => `#tag${i}`).join(' ');
    const tags = extractHashtags(text);
    expect(tags).toHaveLength(LIMITS.post.hashtagsMax);
    expect(tags[0]).toBe('tag0');
  });

  it('ignores tags longer than the bound instead of cutting them', () => {
    const long = 'a'.repeat(LIMITS.post.hashtagLengthMax + 1);
    const exact = 'b'.repeat(LIMITS.post.hashtagLengthMax);
    expect(extractHashtags(`#${long} #${exact}`)).toEqual([exact]);
  });
});
