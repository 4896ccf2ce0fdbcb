/**
 * Sensitive content in a product's name or description (product.md §5: refused, error
 * SENSITIVE_CONTENT). A small list of Vietnamese and English terms for goods the marketplace
 * does not sell (weapons, drugs, counterfeits) and profanity.
 *
 * Sellers drop accents to slip past filters ("sung hoi" for "súng hơi"), so matching folds
 * accents. Folding alone would refuse innocent Vietnamese ("bổ sung" folds to "bo sung", "mà
 * tùy" to "ma tuy"), so a word of the text matches a word of a term when it is the same word
 * with the same accents, or when the text's word carries no accent at all and equals the
 * term's folded word. Terms whose folded form is an everyday word ("đạn" / "dan", "đéo" /
 * "deo") are `strict`: only their accented spelling counts. "súng" is strict in a text written
 * with accents (there "sung" is the word of "bổ sung"), but in a text typed without any accent
 * "sung" counts too, unless it is part of an everyday phrase (PLAIN_INNOCENT: "bo sung",
 * "sung suong"...). Matching is on whole words.
 */

export interface SensitiveTerm {
  term: string;
  /** Only the accented spelling matches (its folded form is an innocent word). */
  strict?: boolean;
  /** Strict in accented texts only: a text without any accent matches the folded form too. */
  plainMatches?: boolean;
}

/** Everyday phrases of accent-free Vietnamese that contain a plainMatches term's folded word. */
const PLAIN_INNOCENT = [
  'bo sung',
  'sung suong',
  'sung tuc',
  'sung man',
  'sung huyet',
  'sung suc',
  'sung sinh',
  'qua sung',
  'cay sung',
  'sung bai',
];

export const SENSITIVE_TERMS: readonly SensitiveTerm[] = [
  // Weapons
  { term: 'súng', strict: true, plainMatches: true },
  { term: 'súng hơi' },
  { term: 'súng bắn' },
  { term: 'súng ngắn' },
  { term: 'đạn', strict: true },
  { term: 'đạn thật' },
  { term: 'thuốc nổ' },
  { term: 'lựu đạn' },
  { term: 'gun' },
  { term: 'guns' },
  { term: 'ammunition' },
  { term: 'explosive' },
  { term: 'explosives' },
  // Drugs
  { term: 'ma túy' },
  { term: 'ma tuý' },
  { term: 'thuốc lắc' },
  { term: 'cần sa' },
  { term: 'heroin' },
  { term: 'cocaine' },
  { term: 'marijuana' },
  { term: 'meth' },
  // Counterfeits
  { term: 'hàng giả' },
  { term: 'hàng nhái' },
  { term: 'hàng fake' },
  { term: 'super fake' },
  { term: 'replica' },
  { term: 'counterfeit' },
  // Profanity and adult content
  { term: 'địt', strict: true },
  { term: 'đụ', strict: true },
  { term: 'lồn', strict: true },
  { term: 'cặc', strict: true },
  { term: 'đéo', strict: true },
  { term: 'mại dâm' },
  { term: 'fuck' },
  { term: 'porn' },
];

export type SensitiveField = 'name' | 'description';

export interface SensitiveFinding {
  field: SensitiveField;
  term: string;
}

/** Lower case without accents: "Súng Hơi" -> "sung hoi", "Đạn" -> "dan". */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

function words(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

function wordMatches(textWord: string, termWord: string, strict: boolean): boolean {
  if (textWord === termWord) return true;
  if (strict) return false;
  const unaccented = foldAccents(textWord) === textWord;
  return unaccented && textWord === foldAccents(termWord);
}

function containsTerm(textWords: readonly string[], term: SensitiveTerm): boolean {
  const termWords = words(term.term);
  if (termWords.length === 0) return false;
  for (let i = 0; i + termWords.length <= textWords.length; i++) {
    let all = true;
    for (let j = 0; j < termWords.length; j++) {
      if (!wordMatches(textWords[i + j] as string, termWords[j] as string, term.strict ?? false)) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
}

/** The text's words with every everyday phrase of PLAIN_INNOCENT blanked out. */
function withoutInnocentPhrases(textWords: readonly string[]): string[] {
  const out = [...textWords];
  for (const phrase of PLAIN_INNOCENT) {
    const phraseWords = phrase.split(' ');
    for (let i = 0; i + phraseWords.length <= out.length; i++) {
      if (phraseWords.every((w, j) => out[i + j] === w)) {
        for (let j = 0; j < phraseWords.length; j++) out[i + j] = '';
      }
    }
  }
  return out;
}

/** The first sensitive term of a text, or null. */
export function findSensitiveTerm(
  text: string,
  terms: readonly SensitiveTerm[] = SENSITIVE_TERMS,
): string | null {
  const textWords = words(text);
  const plain = textWords.every((w) => foldAccents(w) === w);
  const plainWords = plain ? withoutInnocentPhrases(textWords) : textWords;
  for (const term of terms) {
    if (plain && term.plainMatches) {
      if (containsTerm(plainWords, { term: term.term })) return term.term;
    } else if (containsTerm(textWords, term)) {
      return term.term;
    }
  }
  return null;
}

/** The first field (name before description) holding a sensitive term, or null. */
export function findSensitiveContent(input: {
  name?: string | null;
  description?: string | null;
}): SensitiveFinding | null {
  for (const field of ['name', 'description'] as const) {
    const text = input[field];
    if (!text) continue;
    const term = findSensitiveTerm(text);
    if (term) return { field, term };
  }
  return null;
}
