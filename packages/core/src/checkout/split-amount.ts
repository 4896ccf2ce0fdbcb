/**
 * Splits `total` dong across parts in proportion to their weights, in whole dong, so the
 * pieces add up to exactly `total` (largest-remainder method; ties go to the earlier part).
 * No piece exceeds its weight when total <= sum(weights): a discount never makes a part
 * negative.
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const capped = Math.min(total, sum);
  const exact = weights.map((w) => (capped * w) / sum);
  const pieces = exact.map(Math.floor);
  let left = capped - pieces.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    pieces[index] = (pieces[index] ?? 0) + 1;
    left--;
  }
  return pieces;
}
