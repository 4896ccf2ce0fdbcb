/**
 * Typo tolerance ("dam maxy" -> "dam maxi"): when the words as typed find nothing, each word
 * missing from the vocabulary (search_terms: the words of listed product names and brands)
 * is replaced by its closest vocabulary neighbour, if one is close enough.
 *
 * The rule:
 * - words of 1–2 characters and numbers (sizes, model codes) are never corrected: too many
 *   neighbours are one edit away, and a guess would be noise;
 * - allowed distance: 1 edit for words of up to 4 characters, 2 for longer ones;
 * - distance is optimal string alignment (Damerau–Levenshtein without repeated edits of a
 *   substring): insert, delete, substitute, or swap two neighbouring letters ('amxi' -> 'maxi');
 * - among candidates, the smaller distance wins; then a word of the typed length (a slipped
 *   key is likelier than a lost or extra one: 'maxy' is 'maxi' before 'may'); then the word
 *   used by more products; then alphabetical order, so the answer never depends on the order
 *   candidates arrived in.
 */
export interface TermCandidate {
  term: string;
  /** Listed products using the word. */
  docCount: number;
}

const SHORT_WORD_MAX = 2;
const ONE_EDIT_WORD_MAX = 4;

export function allowedDistance(term: string): number {
  const length = [...term].length;
  if (length <= SHORT_WORD_MAX || /^\p{Nd}+$/u.test(term)) return 0;
  return length <= ONE_EDIT_WORD_MAX ? 1 : 2;
}

/** Optimal string alignment distance, on code points (Hangul and Latin alike). */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  if (s.length === 0) return t.length;
  if (t.length === 0) return s.length;
  // Three rolling rows: the swap rule looks two rows back.
  let twoBack: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, (twoBack[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    twoBack = previous;
    previous = current;
  }
  return previous[t.length] ?? 0;
}

/** The best replacement for one unknown word, or null when nothing is close enough. */
export function bestCorrection(term: string, candidates: readonly TermCandidate[]): string | null {
  const limit = allowedDistance(term);
  if (limit === 0) return null;
  const length = [...term].length;
  let best: { term: string; rank: number[] } | null = null;
  for (const candidate of candidates) {
    if (candidate.term === term) continue;
    const distance = editDistance(term, candidate.term);
    if (distance > limit) continue;
    const rank = [distance, Math.abs([...candidate.term].length - length), -candidate.docCount];
    if (best === null || isBefore(rank, candidate.term, best.rank, best.term)) {
      best = { term: candidate.term, rank };
    }
  }
  return best?.term ?? null;
}

function isBefore(rank: number[], term: string, otherRank: number[], otherTerm: string): boolean {
  for (let i = 0; i < rank.length; i++) {
    const a = rank[i] ?? 0;
    const b = otherRank[i] ?? 0;
    if (a !== b) return a < b;
  }
  return term < otherTerm;
}

/**
 * The corrected query (terms joined by spaces), or null when no word changed.
 * `known` holds the words that need no correction: the vocabulary words among the terms,
 * and the last term when it is the beginning of a vocabulary word (the buyer is still typing).
 * `candidates` maps each unknown word to its neighbours (e.g. a trigram lookup).
 */
export function correctQuery(input: {
  terms: readonly string[];
  known: ReadonlySet<string>;
  candidates: ReadonlyMap<string, readonly TermCandidate[]>;
}): string | null {
  let changed = false;
  const corrected = input.terms.map((term) => {
    if (input.known.has(term)) return term;
    const replacement = bestCorrection(term, input.candidates.get(term) ?? []);
    if (replacement === null) return term;
    changed = true;
    return replacement;
  });
  if (!changed) return null;
  // Two typed words may correct to the same word: say it once.
  return [...new Set(corrected)].join(' ');
}
