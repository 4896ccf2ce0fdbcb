import type { ProductDetailView } from '@cho-dep/core/catalog/product-detail';
import { useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import styles from './product-sections.module.css';

/** Longer than this, the text is folded behind "Xem thêm" (it is in the HTML either way). */
const FOLD_CHARS = 600;

/** "Mô tả sản phẩm": the seller's text (line breaks kept), then its pictures and the video. */
export function ProductDescription({ product }: { product: ProductDetailView }) {
  const t = useT();
  const textId = useId();
  const long = product.description.length > FOLD_CHARS;
  const [expanded, setExpanded] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="product-description-title">
      <h2 id="product-description-title" className={styles.title}>
        {t('product.sections.description')}
      </h2>
      <div
        id={textId}
        className={[styles.description, long && !expanded && styles.folded].filter(Boolean).join(' ')}
      >
        {product.description}
      </div>
      {long && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('product.description.showLess') : t('product.description.showMore')}
        </button>
      )}
      {product.videoUrl && (
        <figure className={styles.media}>
          {/* biome-ignore lint/a11y/useMediaCaption: sellers upload product clips without captions. */}
          <video
            className={styles.video}
            src={product.videoUrl}
            controls
            preload="none"
            playsInline
            width={800}
            height={450}
          >
            <a href={product.videoUrl}>{t('product.description.video')}</a>
          </video>
          <figcaption className="visually-hidden">{t('product.description.video')}</figcaption>
        </figure>
      )}
      {product.descriptionImages.map((image, index) => (
        <img
          key={image.url}
          className={styles.descriptionImage}
          src={image.url}
          srcSet={image.srcSet}
          sizes="(min-width: 900px) 560px, 100vw"
          alt={t('product.description.imageAlt', { index: index + 1, name: product.name })}
          width={800}
          height={800}
          loading="lazy"
          decoding="async"
        />
      ))}
    </section>
  );
}
