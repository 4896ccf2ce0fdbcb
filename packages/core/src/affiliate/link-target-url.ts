import type { LinkTarget } from './affiliate-input-schemas';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PATHS: readonly [RegExp, LinkTarget][] = [
  [new RegExp(`^/san-pham/(${UUID})(?:/|$)`, 'i'), 'product'],
  [new RegExp(`^/nguoi-ban/(${UUID})(?:/|$)`, 'i'), 'shop'],
  [new RegExp(`^/live/(${UUID})(?:/|$)`, 'i'), 'live'],
  [new RegExp(`^/tiep-thi-lien-ket/chien-dich/(${UUID})(?:/|$)`, 'i'), 'campaign'],
];

/**
 * What a pasted address of our site points at, for the KOL's link maker: a product, a shop, a
 * live or an open campaign. The host is not checked (the site answers on several), only the
 * path; anything else is null.
 */
export function linkTargetOfUrl(input: string): { target: LinkTarget; targetId: string } | null {
  let path: string;
  try {
    path = new URL(input.trim(), 'https://chodep.vn').pathname;
  } catch {
    return null;
  }
  for (const [pattern, target] of PATHS) {
    const match = pattern.exec(path);
    if (match?.[1]) return { target, targetId: match[1].toLowerCase() };
  }
  return null;
}
