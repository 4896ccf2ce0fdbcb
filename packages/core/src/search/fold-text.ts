/**
 * The JavaScript twin of the SQL function `vn_fold` (migration 0000_extensions.sql), which
 * fills products.name_folded and the `search` tsvector: text typed in the browser must fold
 * exactly like the stored text, or 'ao thun' would not find 'Áo thun'.
 *
 * vn_fold = NFC, unaccent, lower case, đ -> d. Here: decompose, drop the Latin combining
 * diacritics (U+0300–U+036F: the five Vietnamese tones, circumflex, breve, horn), compose
 * again (so Hangul syllables come back whole, as NFC in SQL keeps them), map the few
 * letters unaccent rewrites that do not decompose (đ, ø, ł, æ, œ, ß), then lower case.
 * Old and new tone placement ('hoà' / 'hòa') and NFC / NFD input all give the same result.
 */
const LATIN_DIACRITICS = /[\u0300-\u036f]/g;

const NON_DECOMPOSING: Record<string, string> = {
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ß: 'ss',
};
const NON_DECOMPOSING_PATTERN = /[đĐðÐøØłŁæÆœŒß]/g;

export function foldText(input: string): string {
  return input
    .normalize('NFD')
    .replace(LATIN_DIACRITICS, '')
    .normalize('NFC')
    .replace(NON_DECOMPOSING_PATTERN, (ch) => NON_DECOMPOSING[ch] ?? ch)
    .toLowerCase();
}
