import type { ProductImageView } from '@cho-dep/core/catalog/product-detail';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import styles from './product-gallery.module.css';
import { ProductIcon } from './product-icons';

/** How wide the main picture is drawn: the full phone width, a fixed column on wide screens. */
const MAIN_SIZES = '(min-width: 900px) 480px, 100vw';

/**
 * The pictures: a swipeable strip (CSS scroll snap, so phones swipe natively and nothing shifts
 * while it loads: every frame is a square) with thumbnails and arrows. Only the first picture
 * loads eagerly, with high priority: it is the page's largest paint. A new picture set (the
 * buyer picked a colour) starts again at its first picture.
 */
export function ProductGallery({ images, name }: { images: ProductImageView[]; name: string }) {
  const t = useT();
  const trackRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const signature = images.map((image) => image.url).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new picture set (signature) is the trigger.
  useEffect(() => {
    setActive(0);
    trackRef.current?.scrollTo({ left: 0 });
  }, [signature]);

  const show = (index: number) => {
    const track = trackRef.current;
    const target = Math.max(0, Math.min(images.length - 1, index));
    setActive(target);
    track?.scrollTo({ left: target * track.clientWidth, behavior: 'smooth' });
  };

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.round(track.scrollLeft / track.clientWidth);
    if (index !== active) setActive(index);
  };

  if (images.length === 0) {
    return <div className={`${styles.frame} ${styles.placeholder}`} aria-hidden="true" />;
  }

  return (
    <section className={styles.gallery} aria-label={t('product.gallery.label')} data-testid="product-gallery">
      <div className={styles.frame}>
        <ul ref={trackRef} className={styles.track} onScroll={onScroll}>
          {images.map((image, index) => (
            <li key={image.url} className={styles.slide} aria-hidden={index !== active || undefined}>
              <img
                className={styles.image}
                src={image.url}
                srcSet={image.srcSet}
                sizes={MAIN_SIZES}
                alt={t('product.gallery.imageAlt', { name, index: index + 1 })}
                width={800}
                height={800}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding={index === 0 ? 'sync' : 'async'}
                data-testid={index === active ? 'gallery-main-image' : undefined}
                data-option-value={image.optionValue ?? undefined}
              />
            </li>
          ))}
        </ul>
        {images.length > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => show(active - 1)}
              disabled={active === 0}
              aria-label={t('product.gallery.previous')}
            >
              <ProductIcon name="chevronLeft" />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => show(active + 1)}
              disabled={active === images.length - 1}
              aria-label={t('product.gallery.next')}
            >
              <ProductIcon name="chevronRight" />
            </button>
            <span className={styles.counter} aria-hidden="true">
              {t('product.gallery.counter', { index: active + 1, total: images.length })}
            </span>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => show(index)}
                aria-label={t('product.gallery.show', { index: index + 1 })}
                aria-current={index === active || undefined}
              >
                <img src={image.thumbUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
