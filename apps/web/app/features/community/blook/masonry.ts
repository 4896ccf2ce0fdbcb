/**
 * Cards into `count` columns, each to the column that is shortest so far (Pinterest's
 * layout): a collage's height is known from its template (rows / columns of its width), plus
 * the title and author under it. Appending a page never moves a card already placed.
 */
export function masonryColumns<T extends { columns: number; rows: number }>(
  items: readonly T[],
  count: number,
): T[][] {
  const columns: T[][] = Array.from({ length: count }, () => []);
  const heights = new Array<number>(count).fill(0);
  for (const item of items) {
    const shortest = heights.indexOf(Math.min(...heights));
    columns[shortest]?.push(item);
    heights[shortest] = (heights[shortest] ?? 0) + item.rows / item.columns + CARD_TEXT;
  }
  return columns;
}

/** The title and author line under a collage, as a share of the card's width. */
const CARD_TEXT = 0.4;
