import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './home-sections.module.css';
import type { HomeShop } from './home-types';

/** The shops worth a visit; each opens its seller page (default position BrandOfMonth). */
export function TopShops({ shops }: { shops: HomeShop[] }) {
  const t = useT();
  if (shops.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-shops">
      <div className={styles.head}>
        <h2 id="home-shops" className={styles.title}>
          {t('storefront.home.topSellers')}
        </h2>
        <Link to="/top-seller" className={styles.more}>
          {t('common.seeAll')}
        </Link>
      </div>
      <ul className={styles.shops}>
        {shops.map((shop) => (
          <li key={shop.id}>
            <Link to={`/nguoi-ban/${shop.id}?position=BrandOfMonth`} className={styles.shopCard}>
              {shop.logoUrl ? (
                <img
                  className={styles.shopLogo}
                  src={shop.logoUrl}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
              ) : (
                <span className={styles.shopLogo} aria-hidden="true">
                  {shop.name.charAt(0).toUpperCase()}
                </span>
              )}
              <span className={styles.shopText}>
                <strong>{shop.name}</strong>
                <span>
                  {shop.country === 'KO' || shop.country === 'VN'
                    ? t(`shell.home.country.${shop.country}`)
                    : shop.country}
                  {shop.productCount !== undefined &&
                    ` · ${t('shell.home.productCount', { count: shop.productCount })}`}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
