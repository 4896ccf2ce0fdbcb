import type { SellerBanner } from '@cho-dep/api/banners/seller-banner-schemas';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { buttonClassName } from '../../ui/button';
import { SellerPageHead } from '../../ui/seller-page-head';
import { ProductLinesPanel } from '../../ui/shop-product-picker/product-lines-panel';
import { BannerActions } from './banner-actions';
import { BANNERS_HREF, dayLabel, PHASE_TONE } from './banner-list';
import styles from './seller-banners.module.css';

/** /ban-hang/quan-ly-banner/chi-tiet/{id}: one banner, its pictures, products and actions. */
export function BannerDetailScreen({ banner }: { banner: SellerBanner }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <div className={styles.screen}>
      <SellerPageHead title={banner.title} backHref={BANNERS_HREF} backLabel={t('sellerBanners.form.back')} />
      <section className={styles.panel}>
        <img className={styles.preview} src={banner.imageUrl} alt="" width={343} height={150} />
        <dl className={styles.facts}>
          <dt>{t('sellerBanners.detail.type')}</dt>
          <dd>
            <Badge tone={PHASE_TONE[banner.phase]}>{t(`sellerBanners.phase.${banner.phase}`)}</Badge>{' '}
            {t(`sellerBanners.type.${banner.type}`)}
          </dd>
          <dt>{t('sellerBanners.detail.period')}</dt>
          <dd>
            {t('sellerBanners.list.period', {
              start: dayLabel(banner.startDate),
              end: dayLabel(banner.endDate),
            })}
          </dd>
          <dt>{t('sellerBanners.detail.link')}</dt>
          <dd className={styles.link}>
            {banner.link ? (
              <a href={banner.link} target="_blank" rel="noopener noreferrer nofollow">
                {banner.link}
              </a>
            ) : (
              '—'
            )}
          </dd>
          <dt>{t('sellerBanners.detail.createdAt')}</dt>
          <dd>{formatDayMonthYear(new Date(banner.createdAt), undefined, language)}</dd>
          <dt>{t('sellerBanners.detail.cover')}</dt>
          <dd>
            {banner.coverUrl ? (
              <img className={styles.coverPreview} src={banner.coverUrl} alt="" width={600} height={200} />
            ) : (
              t('sellerBanners.detail.noCover')
            )}
          </dd>
        </dl>
        <div className={styles.actions}>
          {banner.phase !== 'ended' && (
            <Link
              to={`${BANNERS_HREF}/cap-nhat/${banner.id}`}
              className={buttonClassName({ size: 'sm', variant: 'secondary' })}
            >
              {t('sellerBanners.actions.edit')}
            </Link>
          )}
          <BannerActions
            banner={banner}
            onChanged={() => void revalidator.revalidate()}
            onDeleted={() => navigate(BANNERS_HREF)}
          />
          {banner.phase === 'running' && (
            <Link to={`/banner/${banner.id}`} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
              {t('sellerBanners.detail.viewAsBuyer')}
            </Link>
          )}
        </div>
      </section>
      <ProductLinesPanel
        id="banner-products"
        title={t('sellerBanners.detail.products')}
        emptyText={t('sellerBanners.form.noProducts')}
        products={banner.products}
      />
    </div>
  );
}
