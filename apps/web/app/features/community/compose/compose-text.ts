/**
 * The composer's text helpers: which #hashtag or @mention the writer is typing at the caret
 * (for the suggestion list), putting a chosen suggestion in its place, and which mentions are
 * still in the text. The same reading as the post card's (feed/post-text.ts): a hashtag is
 * letters with diacritics, digits and underscores after '#'; a mention is '@' and a name.
 */

export interface ActiveToken {
  kind: 'hashtag' | 'mention';
  /** What follows '#' or '@' up to the caret. */
  query: string;
  /** Where '#' or '@' stands in the text. */
  start: number;
}

const TOKEN_BEFORE_CARET = /(^|[\s([{,.!?])([#@])([\p{L}\p{N}_]*)$/u;

/** The hashtag or mention being typed just before the caret, if any. */
export function activeToken(text: string, caret: number): ActiveToken | null {
  const match = TOKEN_BEFORE_CARET.exec(text.slice(0, caret));
  if (!match) return null;
  const sign = match[2] ?? '';
  const query = match[3] ?? '';
  return { kind: sign === '#' ? 'hashtag' : 'mention', query, start: caret - query.length - 1 };
}

/**
 * The text with the token at the caret replaced by `replacement` ("#áo_dài", "@Lan Anh") and
 * a space after it; the caret lands after that space.
 */
export function replaceToken(
  text: string,
  token: ActiveToken,
  caret: number,
  replacement: string,
): { text: string; caret: number } {
  const after = text.slice(caret);
  const spaced = after.startsWith(' ') ? replacement : `${replacement} `;
  const next = `${text.slice(0, token.start)}${spaced}${after}`;
  return { text: next, caret: token.start + replacement.length + 1 };
}

/** The chosen mentions whose "@name" is still in the text (the writer may have deleted one). */
export function mentionsStillIn<M extends { name: string }>(text: string, mentions: readonly M[]): M[] {
  const lower = text.toLowerCase();
  return mentions.filter((m) => lower.includes(`@${m.name.toLowerCase()}`));
}
