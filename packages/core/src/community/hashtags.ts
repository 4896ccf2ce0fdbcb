import { LIMITS } from '../constants/limits';

/**
 * A hashtag is `#` followed by letters (Vietnamese included), digits or underscores, not
 * glued to a word before it ("ao#dai" is not a tag, nor "&#39;"). Marks are part of the
 * class so a text typed in decomposed form (NFD) still reads whole words.
 */
const HASHTAG = /(?<![\p{L}\p{M}\p{N}_&#])#([\p{L}\p{M}\p{N}_]+)/gu;
const HAS_LETTER = /\p{L}/u;

/** One spelling per tag: NFC lower case, so #ÁoDài, #áodài and a decomposed "#áodài" meet. */
export function normalizeHashtag(tag: string): string {
  return tag.normalize('NFC').toLowerCase();
}

/**
 * The hashtags of a post's text, in order of first appearance, without repeats: at most
 * LIMITS.post.hashtagsMax (later ones stay plain text). A tag needs a letter (#2024 is a
 * number, not a topic) and at most LIMITS.post.hashtagLengthMax characters (longer ones are
 * ignored rather than cut, so a cut tag never points at the wrong feed).
 */
export function extractHashtags(text: string): string[] {
  const tags: string[] = [];
  for (const match of text.normalize('NFC').matchAll(HASHTAG)) {
    const tag = normalizeHashtag(match[1] ?? '');
    if (!HAS_LETTER.test(tag) || [...tag].length > LIMITS.post.hashtagLengthMax) continue;
    if (tags.includes(tag)) continue;
    tags.push(tag);
    if (tags.length >= LIMITS.post.hashtagsMax) break;
  }
  return tags;
}
