import type { TopSellerView } from '@cho-dep/api/storefront/storefront-views';
import { formatCount } from '@cho-dep/core/format/count';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import { Breadcrumbs } from './breadcrumbs';
import { sellerHref } from './seller-links';
import frame from './storefront.module.css';
import styles from './top-seller.module.css';

function SellerRow({ seller }: { seller: TopSellerView }) {
  const t = useT();
  const language = useLanguage();
  const { shop } = seller;
  const href = sellerHref(shop.id, { position: 'TopSeller' });
  return (
    <li className={styles.row}>
      <div className={styles.shop}>
        <span className={[styles.rank, seller.rank <= 3 && styles.podium].filter(Boolean).join(' ')}>
          <span className="visually-hidden">{t('storefront.topSeller.rank', { rank: seller.rank })}</span>
          <span aria-hidden="true">{seller.rank}</span>
        </span>
        {shop.logoUrl ? (
          <img className={styles.logo} src={shop.logoUrl} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span className={styles.logo} aria-hidden="true" />
        )}
        <div className={styles.shopText}>
          <h2 className={styles.shopName}>
            <Link to={href}>{shop.name}</Link>
          </h2>
          <p className={styles.figures}>
            {shop.country === 'KO' && <Badge tone="info">{t('storefront.shop.country.KO')}</Badge>}
            {shop.ratingCount > 0 && (
              <span>
                <span className={styles.star} aria-hidden="true">
                  ★
                </span>{' '}
                {shop.ratingAvg.toFixed(1)}
              </span>
            )}
            <span>{t('storefront.topSeller.sold', { count: formatCount(seller.totalSold, language) })}</span>
            <span>{t('storefront.topSeller.productCount', { count: seller.productCount })}</span>
          </p>
        </div>
        <Link
          to={href}
          className={styles.visit}
          aria-label={`${t('storefront.topSeller.viewShop')}: ${shop.name}`}
        >
          {t('storefront.topSeller.viewShop')}
        </Link>
      </div>
      {seller.products.length > 0 && (
        <ul className={styles.products}>
          {seller.products.map((product) => (
            <li key={product.id}>
              <Link to={`/san-pham/${product.id}?position=TopSeller`} className={styles.product}>
                {product.imageUrl ? (
                  <img
                    src={product.imageUrl}
                    srcSet={product.imageSrcSet ?? undefined}
                    sizes="(min-width: 900px) 160px, 30vw"
                    alt=""
                    width={400}
                    height={400}
                    loading="lazy"
                  />
                ) : (
                  <span className={styles.productImage} aria-hidden="true" />
                )}
                <span className={styles.productName}>{product.name}</span>
                <span className={styles.productPrice}>{formatVnd(product.salePrice ?? product.price)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** /top-seller: open shops ranked by units sold, then rating, each with its best sellers. */
export function TopSellerScreen({ sellers }: { sellers: TopSellerView[] }) {
  const t = useT();
  return (
    <div className={frame.page}>
      <Breadcrumbs trail={[{ label: t('storefront.topSeller.title') }]} />
      <div className={frame.section}>
        <h1 className={frame.title}>{t('storefront.topSeller.title')}</h1>
        <p className={frame.muted}>{t('storefront.topSeller.intro')}</p>
      </div>
      {sellers.length === 0 ? (
        <EmptyState title={t('storefront.topSeller.empty')} />
      ) : (
        <ol className={styles.list}>
          {sellers.map((seller) => (
            <SellerRow key={seller.shop.id} seller={seller} />
          ))}
        </ol>
      )}
    </div>
  );
}
