import type { BrandOfMonthView } from '@cho-dep/api/storefront/storefront-views';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './brand-of-month.module.css';

const shopHref = (id: string) => `/nguoi-ban/${id}?position=BrandOfMonth`;

/** Brand of Month: each chosen shop with its cover, headline and a few best sellers. */
export function BrandOfMonth({ brands }: { brands: BrandOfMonthView[] }) {
  const t = useT();
  if (brands.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-brand-of-month">
      <h2 id="home-brand-of-month" className={styles.heading}>
        {t('storefront.home.brandOfMonth')}
      </h2>
      <ul className={styles.brands}>
        {brands.map(({ shop, headline, products }) => (
          <li key={shop.id} className={styles.brand}>
            <Link to={shopHref(shop.id)} className={styles.top}>
              <span className={styles.cover}>
                {shop.coverUrl && <img src={shop.coverUrl} alt="" width={670} height={377} loading="lazy" />}
              </span>
              <span className={styles.identity}>
                {shop.logoUrl ? (
                  <img
                    className={styles.logo}
                    src={shop.logoUrl}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                  />
                ) : (
                  <span className={styles.logo} aria-hidden="true" />
                )}
                <span className={styles.text}>
                  <strong className={styles.name}>{shop.name}</strong>
                  {headline && <span className={styles.headline}>{headline}</span>}
                </span>
                <span className={styles.visit} aria-hidden="true">
                  {t('storefront.home.visitShop')} ›
                </span>
              </span>
            </Link>
            {products.length > 0 && (
              <ul className={styles.products}>
                {products.map((product) => (
                  <li key={product.id}>
                    <Link to={`/san-pham/${product.id}?position=BrandOfMonth`} className={styles.product}>
                      {product.imageUrl ? (
                        <img
                          src={product.imageUrl}
                          srcSet={product.imageSrcSet ?? undefined}
                          sizes="(min-width: 900px) 90px, 22vw"
                          alt=""
                          width={200}
                          height={200}
                          loading="lazy"
                        />
                      ) : (
                        <span className={styles.placeholder} aria-hidden="true" />
                      )}
                      <span className="visually-hidden">{product.name}</span>
                      <span className={styles.price}>{formatVnd(product.salePrice ?? product.price)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
