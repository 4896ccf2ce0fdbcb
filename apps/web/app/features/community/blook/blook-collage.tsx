import type { BlookSlot } from '@cho-dep/core/community/blook-schemas';
import type { ReactNode } from 'react';
import styles from './blook-collage.module.css';

export interface CollageTile {
  slot: BlookSlot;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * A look drawn in its template's layout: each slot a rectangle of the template's grid, so the
 * card, the blook page and the builder show the same collage. `renderTile` fills a slot.
 */
export function BlookCollage<T extends CollageTile>({
  columns,
  rows,
  tiles,
  renderTile,
  size = 'card',
}: {
  columns: number;
  rows: number;
  tiles: readonly T[];
  renderTile: (tile: T) => ReactNode;
  size?: 'card' | 'page';
}) {
  return (
    <div
      className={[styles.collage, styles[size]].join(' ')}
      style={{
        gridTemplateColumns: `repeat(${columns}, 1fr)`,
        gridTemplateRows: `repeat(${rows}, 1fr)`,
        aspectRatio: `${columns} / ${rows}`,
      }}
    >
      {tiles.map((tile) => (
        <div
          key={tile.slot}
          className={styles.tile}
          style={{ gridColumn: `${tile.x + 1} / span ${tile.w}`, gridRow: `${tile.y + 1} / span ${tile.h}` }}
        >
          {renderTile(tile)}
        </div>
      ))}
    </div>
  );
}

/** A product picture filling its tile (or a soft placeholder when the product has none). */
export function TilePicture({
  src,
  alt = '',
  eager = false,
}: {
  src: string | null;
  alt?: string;
  eager?: boolean;
}) {
  if (!src) return <span className={styles.placeholder} aria-hidden="true" />;
  return (
    <img
      className={styles.picture}
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={400}
      height={400}
    />
  );
}
