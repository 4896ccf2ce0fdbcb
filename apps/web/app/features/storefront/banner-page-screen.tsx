import type { PublicBanner } from '@cho-dep/api/banners/seller-banner-schemas';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { EmptyState } from '../../ui/empty-state';
import { ProductGrid } from '../../ui/product-card';
import styles from './banner-page.module.css';
import { Breadcrumbs } from './breadcrumbs';
import { sellerHref } from './seller-links';
import frame from './storefront.module.css';

/** /banner/{id}: a running banner and its related products (the target of banner pushes). */
export function BannerPageScreen({ banner }: { banner: PublicBanner }) {
  const t = useT();
  const { shop } = banner;
  // endsAt is exclusive: the last day shown is the one just before it.
  const lastDay = formatDayMonthYear(new Date(new Date(banner.endsAt).getTime() - 1));
  return (
    <div className={frame.page}>
      <Breadcrumbs
        trail={
          shop
            ? [{ label: shop.name, to: sellerHref(shop.id) }, { label: banner.title }]
            : [{ label: banner.title }]
        }
      />
      <header className={styles.screen}>
        <img
          className={[styles.buyerImage, banner.coverUrl && styles.buyerCover].filter(Boolean).join(' ')}
          src={banner.coverUrl ?? banner.imageUrl}
          alt=""
          width={banner.coverUrl ? 1200 : 343}
          height={banner.coverUrl ? 400 : 150}
        />
        <h1 className={frame.title}>{banner.title}</h1>
        <p className={frame.muted}>
          {shop && (
            <>
              <Link to={sellerHref(shop.id)}>{t('sellerBanners.page.byShop', { shop: shop.name })}</Link> ·{' '}
            </>
          )}
          {t('sellerBanners.page.until', { date: lastDay })}
        </p>
        {banner.link && (
          <p>
            <a href={banner.link} rel="noopener nofollow">
              {t('sellerBanners.page.open')}
            </a>
          </p>
        )}
      </header>
      <h2 className={styles.sectionTitle}>{t('sellerBanners.page.products')}</h2>
      {banner.products.length === 0 ? (
        <EmptyState
          title={t('sellerBanners.page.empty')}
          description={t('sellerBanners.page.emptyBody')}
          headingLevel="h3"
        />
      ) : (
        <ProductGrid products={banner.products} position="Banner" eagerCount={2} />
      )}
    </div>
  );
}
