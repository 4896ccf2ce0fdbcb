import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText (the twin of SQL vn_fold)', () => {
  it('drops Vietnamese diacritics and lower-cases', () => {
    expect(foldText('Áo thun')).toBe('ao thun');
    expect(foldText('Đầm')).toBe('dam');
    expect(foldText('ĐẦM MAXI HOA NHÍ')).toBe('dam maxi hoa nhi');
    expect(foldText('Quần ống rộng ưu đãi')).toBe('quan ong rong uu dai');
    expect(foldText('Sơ mi lụa mỏng')).toBe('so mi lua mong');
  });

  it('folds old and new tone placement, NFC and NFD input, to the same word', () => {
    const forms = ['hoà', 'hòa', 'hoà'.normalize('NFD'), 'hòa'.normalize('NFD'), 'HOÀ', 'Hòa'];
    for (const form of forms) expect(foldText(form)).toBe('hoa');
    expect(foldText('thuỷ')).toBe(foldText('thủy'));
    expect(foldText('Đầm'.normalize('NFD'))).toBe('dam');
  });

  it('keeps Korean syllables whole and leaves digits and symbols alone', () => {
    expect(foldText('티셔츠 원피스')).toBe('티셔츠 원피스');
    expect(foldText('Size 42 & 43!')).toBe('size 42 & 43!');
    expect(foldText('')).toBe('');
  });

  it('maps the letters unaccent rewrites without decomposition', () => {
    expect(foldText('Ærø Straße Łódź')).toBe('aero strasse lodz');
  });
});
