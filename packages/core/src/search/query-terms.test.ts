import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { isSafeTerm, queryTerms, searchTermsOf } from './query-terms';

describe('queryTerms', () => {
  it('splits on anything that is not a letter or a digit, in order, without repeats', () => {
    expect(queryTerms('ao thun  nam')).toEqual(['ao', 'thun', 'nam']);
    expect(queryTerms('ao-thun/nam,ao')).toEqual(['ao', 'thun', 'nam']);
    expect(queryTerms('size 42')).toEqual(['size', '42']);
    expect(queryTerms('   ')).toEqual([]);
    expect(queryTerms('')).toEqual([]);
  });

  it('never lets a tsquery or SQL operator through', () => {
    expect(queryTerms("' or 1=1 --")).toEqual(['or', '1']);
    expect(queryTerms('&|!:*()<->\\')).toEqual([]);
    expect(queryTerms("ao:* & !thun | (dam)'")).toEqual(['ao', 'thun', 'dam']);
    expect(queryTerms('😀🔥 ao 👗')).toEqual(['ao']);
    for (const term of queryTerms('a\'b"c;d%e_f$g\u0000h\ti\nj<k>l')) expect(isSafeTerm(term)).toBe(true);
  });

  it('caps the number of terms and survives a 1,000-character paste', () => {
    const many = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(queryTerms(many)).toHaveLength(LIMITS.search.queryMaxWords);
    const paste = 'áo thun '.repeat(125);
    expect(paste.length).toBe(1000);
    expect(searchTermsOf(paste)).toEqual(['ao', 'thun']);
    expect(searchTermsOf('x'.repeat(1000))).toEqual([]);
    expect(searchTermsOf('🙂'.repeat(500))).toEqual([]);
  });

  it('folds before splitting', () => {
    expect(searchTermsOf('Áo Thun ĐẦM')).toEqual(['ao', 'thun', 'dam']);
    expect(searchTermsOf('원피스 여름')).toEqual(['원피스', '여름']);
  });
});
