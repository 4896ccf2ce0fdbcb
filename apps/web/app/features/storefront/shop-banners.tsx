import type { BannerView } from '@cho-dep/api/storefront/storefront-views';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './seller.module.css';

/** A shop's own banners: a swipeable row (a shop has one or two, so no autoplay). */
export function ShopBanners({ banners }: { banners: BannerView[] }) {
  const t = useT();
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('storefront.shop.banners')}>
      <ul className={styles.banners}>
        {banners.map((banner) => {
          const body = (
            <>
              <img
                src={banner.imageUrl}
                srcSet={banner.imageSrcSet}
                sizes="(min-width: 1200px) 1150px, 100vw"
                alt=""
                width={1200}
                height={400}
                loading="lazy"
              />
              <span className={styles.bannerTitle}>{banner.title}</span>
            </>
          );
          return (
            <li key={banner.id} className={styles.banner}>
              {banner.link ? <Link to={banner.link}>{body}</Link> : <div>{body}</div>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
