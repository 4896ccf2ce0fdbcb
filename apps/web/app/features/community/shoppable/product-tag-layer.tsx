import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import styles from './product-tag-layer.module.css';
import { ProductTagSheet } from './product-tag-sheet';
import type { PostProductTag, TaggedPost } from './shoppable-types';

/** Keeps a pin's dot inside the picture even when the tag sits on its very edge. */
function place(fraction: number): string {
  return `${Math.min(Math.max(fraction, 0.03), 0.97) * 100}%`;
}

/**
 * The product pins over one of a post's pictures: a small pulsing dot where the author tagged
 * each product. Tapping one opens the product's sheet (price, sizes, add to cart, buy now)
 * over the feed. Put it inside the picture's box (position: relative); it covers the box
 * without catching taps except on its pins.
 */
export function ProductTagLayer({ post, imageIndex }: { post: TaggedPost; imageIndex: number }) {
  const t = useT();
  const [open, setOpen] = useState<PostProductTag | null>(null);
  const tags = post.productTags.filter((tag) => tag.imageIndex === imageIndex);
  if (tags.length === 0) return null;
  return (
    <>
      <div className={styles.layer} data-testid="product-tag-layer">
        {tags.map((tag) => (
          <button
            key={tag.id}
            type="button"
            className={styles.pin}
            style={{ left: place(tag.x), top: place(tag.y) }}
            aria-label={t('shoppable.tag.open', { name: tag.product.name })}
            aria-haspopup="dialog"
            onClick={(event) => {
              // The picture under the pin may open the post or a lightbox: the pin wins.
              event.preventDefault();
              event.stopPropagation();
              setOpen(tag);
            }}
            data-testid="product-tag-pin"
          >
            <span className={styles.pulse} aria-hidden="true" />
            <span className={styles.dot} aria-hidden="true" />
          </button>
        ))}
      </div>
      {open && <ProductTagSheet tag={open} onClose={() => setOpen(null)} />}
    </>
  );
}
