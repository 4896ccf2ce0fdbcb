import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { Price } from '../../ui/price';
import styles from './home-sections.module.css';
import type { HomeProduct } from './home-types';

const countFormat = new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 });

export function ProductCard({ product }: { product: HomeProduct }) {
  const t = useT();
  const country = product.shopCountry === 'KO' || product.shopCountry === 'VN' ? product.shopCountry : null;
  return (
    <Link to={`/san-pham/${product.id}?position=Home`} className={styles.card}>
      {product.imageUrl ? (
        <img
          className={styles.cardImage}
          src={product.imageUrl}
          alt=""
          width={240}
          height={240}
          loading="lazy"
        />
      ) : (
        <span className={styles.cardImage} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.cardName}>{product.name}</h3>
        <Price price={product.price} salePrice={product.salePrice} />
        <div className={styles.cardMeta}>
          {product.rating > 0 && (
            <span>
              <span className={styles.star} aria-hidden="true">
                ★
              </span>{' '}
              <span aria-hidden="true">{product.rating.toFixed(1)}</span>
              <span className="visually-hidden">
                {t('shell.home.rating', { rating: product.rating.toFixed(1) })}
              </span>
            </span>
          )}
          {product.soldCount > 0 && (
            <span>{t('common.soldCount', { count: countFormat.format(product.soldCount) })}</span>
          )}
        </div>
        <div className={styles.shop}>
          {country === 'KO' && <Badge tone="info">{t('shell.home.country.KO')}</Badge>}
          <span className={styles.shopName}>{product.shopName}</span>
        </div>
      </div>
    </Link>
  );
}
