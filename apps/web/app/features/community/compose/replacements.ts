/**
 * An edit may replace only a few of a post's pictures (product.md §5; LIMITS.post
 * imageReplacementsMax): a picture in the edited list that the published post did not have
 * counts as one replacement. Moving, removing or keeping pictures costs nothing.
 */
export function replacementsUsed(original: readonly string[], edited: readonly string[]): number {
  const before = new Set(original);
  return edited.filter((key) => !before.has(key)).length;
}
