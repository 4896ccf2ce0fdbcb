import type { ProductCardView } from '@cho-dep/core/catalog/product-card';
import { formatCount } from '@cho-dep/core/format/count';
import { Link } from 'react-router';
import { useLanguage, useT } from '../lib/i18n';
import { Badge } from './badge';
import { Price } from './price';
import styles from './product-card.module.css';

/**
 * How wide a card's picture is drawn at each breakpoint of `ProductGrid` (2, 3 then 5
 * columns), so the browser picks the smallest file from the srcset.
 */
const CARD_SIZES = '(min-width: 1100px) 240px, (min-width: 600px) 33vw, 50vw';

export interface ProductCardProps {
  product: ProductCardView;
  /** product.md §2: the product page is told where the buyer came from (default Home). */
  position?: string;
  /** The first cards of a page are above the fold: load them eagerly. */
  eager?: boolean;
}

/** The product card of every listing: picture, name, price with discount, rating, sold, shop. */
export function ProductCard({ product, position = 'Home', eager = false }: ProductCardProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <Link to={`/san-pham/${product.id}?position=${encodeURIComponent(position)}`} className={styles.card}>
      <span className={styles.cardImageFrame}>
        {product.imageUrl ? (
          <img
            className={styles.cardImage}
            src={product.imageUrl}
            srcSet={product.imageSrcSet ?? undefined}
            sizes={CARD_SIZES}
            alt=""
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.cardImage} aria-hidden="true" />
        )}
        {product.freeShipping && (
          <span className={styles.badges}>
            <Badge tone="success">
              <span aria-hidden="true">{t('common.productCard.freeShipping')}</span>
              <span className="visually-hidden">{t('common.productCard.freeShippingLong')}</span>
            </Badge>
          </span>
        )}
      </span>
      <span className={styles.cardBody}>
        <span className={styles.cardName}>{product.name}</span>
        <Price price={product.price} salePrice={product.salePrice} />
        <span className={styles.cardMeta}>
          {product.ratingAvg > 0 && (
            <span>
              <span className={styles.star} aria-hidden="true">
                ★
              </span>{' '}
              <span aria-hidden="true">{product.ratingAvg.toFixed(1)}</span>
              <span className="visually-hidden">
                {t('common.productCard.rating', { rating: product.ratingAvg.toFixed(1) })}
              </span>
            </span>
          )}
          {product.soldCount > 0 && (
            <span>{t('common.soldCount', { count: formatCount(product.soldCount, language) })}</span>
          )}
        </span>
        <span className={styles.shop}>
          {product.shopCountry === 'KO' && <Badge tone="info">{t('common.productCard.fromKorea')}</Badge>}
          <span className={styles.shopName}>{product.shopName}</span>
        </span>
      </span>
    </Link>
  );
}

/** Cards in a responsive grid: two columns on phones, three on tablets, five on desktop. */
export function ProductGrid({
  products,
  position,
  eagerCount = 0,
}: {
  products: ProductCardView[];
  position?: string;
  eagerCount?: number;
}) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} position={position} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
