import { normalizeHashtag } from '@cho-dep/core/community/hashtags';

/**
 * A post's text cut into plain runs, #hashtags and @mentions, so the card can link each one.
 * Hashtags are letters (with Vietnamese diacritics), digits and underscores after '#' (#áo_dài);
 * a mention is '@' followed by the exact name of one of the post's mentions (names have
 * spaces, so the longest known name wins). Anything else stays text.
 */
type TextRun =
  | { kind: 'text'; text: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'mention'; text: string; mention: { kind: 'user' | 'shop'; id: string; name: string } };

const HASHTAG = /^#([\p{L}\p{M}\p{N}_]+)/u;

export function splitPostText(
  content: string,
  mentions: readonly { kind: 'user' | 'shop'; id: string; name: string }[],
  /** The post's tags as the API read them: only these link (a 60-letter "#tag" stays text). */
  hashtags?: readonly string[],
): TextRun[] {
  const known = hashtags ? new Set(hashtags) : null;
  const byLength = [...mentions].sort((a, b) => b.name.length - a.name.length);
  const runs: TextRun[] = [];
  let plain = '';
  const flush = () => {
    if (plain) runs.push({ kind: 'text', text: plain });
    plain = '';
  };
  let index = 0;
  while (index < content.length) {
    const char = content[index];
    const startsWord = index === 0 || /[\s([{,.!?]/u.test(content[index - 1] ?? '');
    if (char === '#' && startsWord) {
      const match = HASHTAG.exec(content.slice(index));
      const tag = match?.[1] ? normalizeHashtag(match[1]) : '';
      if (match && tag && (!known || known.has(tag))) {
        flush();
        runs.push({ kind: 'hashtag', text: match[0], tag });
        index += match[0].length;
        continue;
      }
    }
    if (char === '@' && startsWord) {
      const rest = content.slice(index + 1);
      const mention = byLength.find(
        (m) => m.name.length > 0 && rest.toLowerCase().startsWith(m.name.toLowerCase()),
      );
      if (mention) {
        flush();
        const text = content.slice(index, index + 1 + mention.name.length);
        runs.push({ kind: 'mention', text, mention });
        index += text.length;
        continue;
      }
    }
    plain += char;
    index += 1;
  }
  flush();
  return runs;
}
