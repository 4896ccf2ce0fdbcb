import type { SellerBannerList } from '@cho-dep/api/banners/seller-banner-schemas';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import {
  BANNER_PHASES,
  type BannerPhase,
  vietnamDayStart,
} from '@cho-dep/core/marketing/banner-input-schema';
import { Link, useRevalidator } from 'react-router';
import { useT } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../../ui/badge';
import { buttonClassName } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { BannerActions } from './banner-actions';
import styles from './seller-banners.module.css';

export const BANNERS_HREF = '/ban-hang/quan-ly-banner';

export const PHASE_TONE: Record<BannerPhase, BadgeTone> = {
  upcoming: 'info',
  running: 'success',
  ended: 'neutral',
};

/** A Vietnam day (YYYY-MM-DD) as dd/mm/yyyy. */
export function dayLabel(day: string): string {
  return formatDayMonthYear(vietnamDayStart(day));
}

/** /ban-hang/quan-ly-banner?tab=: the shop's banners by phase, each tab with its count. */
export function BannerList({ list, phase }: { list: SellerBannerList; phase: BannerPhase }) {
  const t = useT();
  const revalidator = useRevalidator();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const reload = () => void revalidator.revalidate();
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('sellerBanners.meta.list')}</h1>
        <Link to={`${BANNERS_HREF}/tao`} className={buttonClassName({ size: 'sm' })}>
          {t('sellerBanners.list.add')}
        </Link>
      </div>
      <p className={styles.intro}>{t('sellerBanners.list.intro')}</p>
      <nav className={styles.tabs} aria-label={t('sellerBanners.list.tabs')}>
        {BANNER_PHASES.map((tab) => (
          <Link
            key={tab}
            to={`${BANNERS_HREF}?tab=${tab}`}
            className={[styles.tab, tab === phase && styles.tabCurrent].filter(Boolean).join(' ')}
            aria-current={tab === phase ? 'page' : undefined}
          >
            {t(`sellerBanners.phase.${tab}`)} ({list.counts[tab]})
          </Link>
        ))}
      </nav>
      {list.data.length === 0 ? (
        <EmptyState title={t('sellerBanners.list.empty')} description={t('sellerBanners.list.emptyHint')} />
      ) : (
        <ul className={styles.list}>
          {list.data.map((banner) => (
            <li key={banner.id} className={styles.row}>
              <Link to={`${BANNERS_HREF}/chi-tiet/${banner.id}`} className={styles.rowImage} tabIndex={-1}>
                <img src={banner.imageUrl} alt="" width={343} height={150} loading="lazy" />
              </Link>
              <div className={styles.rowMain}>
                <Link to={`${BANNERS_HREF}/chi-tiet/${banner.id}`} className={styles.rowTitle}>
                  {banner.title}
                </Link>
                <div className={styles.meta}>
                  <Badge tone={PHASE_TONE[banner.phase]}>{t(`sellerBanners.phase.${banner.phase}`)}</Badge>
                  <span>{t(`sellerBanners.type.${banner.type}`)}</span>
                  <span>
                    {t('sellerBanners.list.period', {
                      start: dayLabel(banner.startDate),
                      end: dayLabel(banner.endDate),
                    })}
                  </span>
                  <span>{t('sellerBanners.list.productCount', { count: banner.productCount })}</span>
                </div>
                <div className={styles.actions}>
                  {banner.phase !== 'ended' && (
                    <Link
                      to={`${BANNERS_HREF}/cap-nhat/${banner.id}`}
                      className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                    >
                      {t('sellerBanners.actions.edit')}
                    </Link>
                  )}
                  <BannerActions banner={banner} onChanged={reload} onDeleted={reload} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Pagination
          page={list.page}
          pages={pages}
          href={(page) => `${BANNERS_HREF}?tab=${phase}&page=${page}`}
          label={t('sellerBanners.list.pages')}
        />
      )}
    </div>
  );
}
