import { foldText } from '@cho-dep/core/search/fold-text';
import type { BenchRequest } from './load';
import { createClient } from './load';
import { SEARCH_PATH } from './search-mix';

/**
 * The long tail: many distinct searches, two or three consecutive words cut from the names of
 * products the catalog really lists, half of them typed without accents. Each is asked about
 * once in a run, so a result cache cannot hide a slow search the way it does for the fixed mix.
 * Names come through the search API itself (broad words, several pages), so the mode also
 * works against a running server.
 */
export const LONG_TAIL_SEED_WORDS = ['áo', 'đầm', 'quần', 'giày', 'túi', 'kem', 'son', 'váy', 'mũ', 'serum'];
const PAGES_PER_WORD = 3;

export async function catalogNames(baseUrl: string, path = SEARCH_PATH): Promise<string[]> {
  const client = createClient(baseUrl, 1);
  const names = new Set<string>();
  for (const word of LONG_TAIL_SEED_WORDS) {
    for (let page = 1; page <= PAGES_PER_WORD; page++) {
      const answer = await client.get(
        `${path}?${new URLSearchParams({ q: word, page: String(page) })}`,
        true,
      );
      const items = (JSON.parse(answer.body ?? '{}') as { data?: { items?: Array<{ name: string }> } }).data
        ?.items;
      for (const item of items ?? []) names.add(item.name);
    }
  }
  client.close();
  return [...names];
}

export function longTailMix(names: readonly string[], count: number, path = SEARCH_PATH): BenchRequest[] {
  const seen = new Set<string>();
  const requests: BenchRequest[] = [];
  // A fixed stride over the names and word positions: the same queries on every run.
  for (let i = 0; requests.length < count && i < count * 20 && names.length > 0; i++) {
    const words = (names[(i * 7919) % names.length] as string).split(/\s+/).filter(Boolean);
    const length = 2 + (i % 2);
    if (words.length < length) continue;
    const start = (i * 31) % (words.length - length + 1);
    const phrase = words.slice(start, start + length).join(' ');
    const accents = Math.floor(i / 2) % 2 === 0;
    const q = accents ? phrase.toLowerCase() : foldText(phrase);
    if (seen.has(q)) continue;
    seen.add(q);
    requests.push({
      label: `long tail, ${length} words${accents ? '' : ', no accents'}`,
      path: `${path}?${new URLSearchParams({ q })}`,
    });
  }
  return requests;
}
