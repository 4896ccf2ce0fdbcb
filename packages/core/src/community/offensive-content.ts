import { foldAccents } from '../catalog/sensitive-content';

/**
 * Offensive words in community posts and replies (product.md §5: refused with "Content contains
 * inappropriate information"). Members write Vietnamese with accents, without accents, and in
 * the spellings people use to slip past filters: digits for letters ("d1t", "l0n"), dots or
 * spaces between letters ("đ.m", "l ồ n"), stretched letters ("vclllll"), "ph" for "f"
 * ("phuck") and the chat abbreviations themselves ("dm", "vcl", "cc").
 *
 * The matching follows the product filter's (catalog/sensitive-content.ts): whole words, an
 * accented word must be the term with the same accents, and a word typed without accents
 * matches the term's folded form unless the term is `strict`, because its folded form is an
 * everyday word ("lồn" / "lon bia", "cặc" / "các", "đéo" / "đeo", "đĩ" / "đi"). A strict term
 * still matches its folded form when the writer visibly disguised it (digits or symbols for
 * letters, letters split by dots or spaces): nobody writes "l.o.n" for a can of beer.
 */
export interface OffensiveTerm {
  term: string;
  /** Only the accented spelling (or a disguised one) matches: the folded form is an everyday word. */
  strict?: boolean;
  /** Innocent right after a number: "150 cc" (engine size), "5 dm" (decimetres). */
  afterNumberInnocent?: boolean;
}

export const OFFENSIVE_TERMS: readonly OffensiveTerm[] = [
  { term: 'địt' },
  { term: 'đjt' },
  { term: 'địt mẹ' },
  { term: 'đụ', strict: true },
  { term: 'đụ má' },
  { term: 'đụ mẹ' },
  { term: 'lồn', strict: true },
  { term: 'cặc', strict: true },
  { term: 'con cặc', strict: true },
  { term: 'buồi', strict: true },
  { term: 'đéo', strict: true },
  { term: 'đĩ', strict: true },
  { term: 'điếm', strict: true },
  { term: 'mẹ kiếp' },
  { term: 'vãi lồn', strict: true },
  { term: 'phắc', strict: true },
  // Chat abbreviations (đm = "địt mẹ", vcl = "vãi cả lồn", cc = "con cặc"...)
  { term: 'đm', afterNumberInnocent: true },
  { term: 'đmm' },
  { term: 'đcm' },
  { term: 'đcmm' },
  { term: 'đkm' },
  { term: 'clm' },
  { term: 'cmm' },
  { term: 'vcl' },
  { term: 'vkl' },
  { term: 'vl' },
  { term: 'cc', afterNumberInnocent: true },
  // English
  { term: 'fuck' },
  { term: 'fucking' },
  { term: 'fucker' },
  { term: 'motherfucker' },
  { term: 'shit' },
  { term: 'bitch' },
  { term: 'cunt' },
  { term: 'asshole' },
  { term: 'porn' },
  { term: 'mại dâm' },
];

interface Word {
  text: string;
  /** Written in a disguised way (digits or symbols for letters, letters split apart). */
  disguised: boolean;
  /** The word right after a number ("150 cc"). */
  afterNumber: boolean;
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
};
const LEET_CHARS = /[0-9@$!|]/;
/** A word, with symbols standing for letters allowed inside it ("d!t", "$hit"). */
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:[@$!|]+[\p{L}\p{M}\p{N}]+)*|[@$][\p{L}\p{N}]+/gu;
/** What may sit between the letters of a split word: "đ.m", "l ồ n", "v-c-l", "d_i_t". */
const SPLIT_GAP = /^[\s.\-_*,'"~+]{1,3}$/u;
const NUMBER = /^\p{N}+$/u;

function decodeLeet(text: string): string | null {
  // Two letters at least: "d1t", "l0n"; "D1" or "Q1" is a road or a district, not a disguise.
  if (!LEET_CHARS.test(text) || (text.match(/\p{L}/gu) ?? []).length < 2) return null;
  const decoded = [...text].map((c) => LEET[c] ?? c).join('');
  return /^[\p{L}\p{M}]+$/u.test(decoded) ? decoded : null;
}

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokens(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({
    text: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}

/**
 * Two readings of the text: the words as written, and the words decoded (digits read as
 * letters, runs of single letters split by dots or spaces joined back into one word).
 */
function readings(raw: string): Word[][] {
  const text = raw.normalize('NFC').toLowerCase();
  const list = tokens(text);
  const asWritten: Word[] = list.map((token, i) => ({
    text: token.text,
    disguised: false,
    afterNumber: i > 0 && NUMBER.test(list[i - 1]?.text ?? ''),
  }));
  const decoded: Word[] = [];
  for (let i = 0; i < list.length; i++) {
    const token = list[i] as Token;
    const afterNumber = asWritten[i]?.afterNumber ?? false;
    const single = (t: Token) => [...(decodeLeet(t.text) ?? t.text)].length === 1;
    if (single(token)) {
      let j = i;
      while (
        j + 1 < list.length &&
        single(list[j + 1] as Token) &&
        SPLIT_GAP.test(text.slice((list[j] as Token).end, (list[j + 1] as Token).start))
      ) {
        j++;
      }
      if (j > i) {
        const joined = list
          .slice(i, j + 1)
          .map((t) => decodeLeet(t.text) ?? t.text)
          .join('');
        decoded.push({ text: joined, disguised: true, afterNumber });
        i = j;
        continue;
      }
    }
    const leet = decodeLeet(token.text);
    decoded.push({ text: leet ?? token.text, disguised: leet !== null, afterNumber });
  }
  return [asWritten, decoded];
}

/** "ph" reads as "f" on both sides ("phuck" is "fuck"). */
const phAsF = (text: string) => text.replace(/ph/g, 'f');

/** True when the word is the term with some of its letters repeated ("vclll", "điiiiit"). */
function stretched(word: string, term: string): boolean {
  const w = [...word];
  const t = [...term];
  let i = 0;
  for (let k = 0; k < t.length; k++) {
    const letter = t[k];
    if (w[i] !== letter) return false;
    i++;
    // Extra copies of this letter, leaving the ones the term itself repeats next.
    const needNext = t[k + 1] === letter;
    while (!needNext && w[i] === letter) i++;
  }
  return i === w.length;
}

/** No tone or vowel mark (đ alone still counts as unaccented: "đm", "đjt"). */
const unaccented = (word: string) => foldAccents(word) === word.replace(/đ/g, 'd');

function wordMatches(word: Word, termWord: string, term: OffensiveTerm): boolean {
  const w = phAsF(word.text);
  if (stretched(w, phAsF(termWord))) return true;
  // Stretched with the mark on one of the copies: "điiiiịt".
  const marked = [...termWord].filter((c) => foldAccents(c) !== c);
  if (
    marked.length > 0 &&
    marked.every((c) => word.text.includes(c)) &&
    stretched(phAsF(foldAccents(word.text)), phAsF(foldAccents(termWord)))
  ) {
    return true;
  }
  if (term.strict && !word.disguised) return false;
  return unaccented(word.text) && stretched(phAsF(foldAccents(word.text)), phAsF(foldAccents(termWord)));
}

function termWords(term: string): string[] {
  return term.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean);
}

function found(words: readonly Word[], term: OffensiveTerm): boolean {
  const parts = termWords(term.term);
  for (let i = 0; i < words.length; i++) {
    const first = words[i] as Word;
    if (term.afterNumberInnocent && first.afterNumber) continue;
    const room = i + parts.length <= words.length;
    if (room && parts.every((part, j) => wordMatches(words[i + j] as Word, part, term))) return true;
    // A phrase whose letters were split and joined back into one word ("d i t m e").
    if (parts.length > 1 && first.disguised && wordMatches(first, parts.join(''), term)) return true;
  }
  return false;
}

/** The first offensive term in a text, or null. */
export function findOffensiveTerm(
  text: string,
  terms: readonly OffensiveTerm[] = OFFENSIVE_TERMS,
): string | null {
  if (!text.trim()) return null;
  const [asWritten, decoded] = readings(text);
  for (const term of terms) {
    if (found(asWritten as Word[], term) || found(decoded as Word[], term)) return term.term;
  }
  return null;
}
