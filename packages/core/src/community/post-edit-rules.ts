/**
 * How many of a post's media an edit replaces (product.md §5: "image replacement limit 1").
 * A replacement is a medium taken out with a new one put in: swapping one picture for another
 * counts one, swapping two counts two. Adding pictures without taking any out, taking some out
 * without adding, or reordering replaces nothing: the post stays the post its likes and
 * replies were given to, which is what the limit protects. A new video in place of the old
 * video, or a video in place of pictures, counts like a picture.
 */
export function mediaReplacements(
  before: { imageKeys: readonly string[]; videoKey: string | null },
  after: { imageKeys: readonly string[]; videoKey: string | null },
): number {
  const old = new Set([...before.imageKeys, ...(before.videoKey ? [before.videoKey] : [])]);
  const next = new Set([...after.imageKeys, ...(after.videoKey ? [after.videoKey] : [])]);
  const removed = [...old].filter((key) => !next.has(key)).length;
  const added = [...next].filter((key) => !old.has(key)).length;
  return Math.min(removed, added);
}
