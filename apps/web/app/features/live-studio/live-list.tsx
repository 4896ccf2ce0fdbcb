import { formatCount } from '@cho-dep/core/format/count';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link, useRevalidator } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../../ui/badge';
import { buttonClassName } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import page from '../../ui/seller-marketing.module.css';
import { CancelLiveButton } from './cancel-live-button';
import styles from './live-studio.module.css';
import { LIVE_TABS, LIVES_HREF, type LiveFigures, type LiveSummary, type LiveTab } from './live-studio-api';

const TONE: Record<LiveTab, BadgeTone> = {
  scheduled: 'info',
  live: 'danger',
  ended: 'neutral',
  cancelled: 'warning',
};

export interface LiveListItem extends LiveSummary {
  productCount: number;
  figures: LiveFigures | null;
}

/** /ban-hang/live?tab=: the shop's lives by state, each with its cover, time, line-up and figures. */
export function LiveList({
  tab,
  counts,
  items,
}: {
  tab: LiveTab;
  counts: Record<LiveTab, number>;
  items: LiveListItem[];
}) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  return (
    <div className={page.screen}>
      <div className={page.head}>
        <h1 className={page.title}>{t('sellerLive.meta.list')}</h1>
        <Link to={`${LIVES_HREF}/tao`} className={buttonClassName({ size: 'sm' })} data-testid="live-create">
          {t('sellerLive.list.add')}
        </Link>
      </div>
      <p className={page.intro}>{t('sellerLive.list.intro')}</p>
      <nav className={page.tabs} aria-label={t('sellerLive.tabs.label')}>
        {LIVE_TABS.map((s) => (
          <Link
            key={s}
            to={`${LIVES_HREF}?tab=${s}`}
            className={[page.tab, s === tab && page.tabActive].filter(Boolean).join(' ')}
            aria-current={s === tab ? 'page' : undefined}
            preventScrollReset
          >
            {t(`sellerLive.tabs.${s}`)}
            <span className={page.tabCount}>{counts[s]}</span>
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <EmptyState title={t('sellerLive.list.empty')} description={t('sellerLive.list.emptyHint')} />
      ) : (
        <ul className={page.list}>
          {items.map((live) => (
            <li key={live.id} className={styles.liveRow} data-testid={`live-row-${live.id}`}>
              <Link to={`${LIVES_HREF}/${live.id}`} className={styles.cover} tabIndex={-1} aria-hidden="true">
                {live.coverUrl ? (
                  <img src={live.coverUrl} alt="" width={160} height={90} loading="lazy" />
                ) : (
                  <span>{t('sellerLive.list.noCover')}</span>
                )}
              </Link>
              <div className={page.rowMain}>
                <div className={page.rowHead}>
                  <Badge tone={TONE[live.state]}>{t(`sellerLive.tabs.${live.state}`)}</Badge>
                  <Link to={`${LIVES_HREF}/${live.id}`} className={page.rowTitle}>
                    {live.title}
                  </Link>
                </div>
                <p className={page.meta}>
                  <span>
                    {t('sellerLive.list.startsAt', {
                      time: formatDateTime(live.startedAt ?? live.scheduledAt, language),
                    })}
                  </span>
                  <span>{t('sellerLive.list.products', { count: live.productCount })}</span>
                </p>
                {live.figures && (
                  <p className={page.meta} data-testid="live-row-figures">
                    <span>
                      {t('sellerLive.figures.peak')}: {formatCount(live.viewerPeak, language)}
                    </span>
                    <span>
                      {t('sellerLive.figures.orders')}: {formatCount(live.figures.orders, language)}
                    </span>
                    <span>
                      {t('sellerLive.figures.revenue')}: {formatVnd(live.figures.revenue)}
                    </span>
                  </p>
                )}
              </div>
              <div className={page.actions}>
                {(live.state === 'scheduled' || live.state === 'live') && (
                  <Link to={`${LIVES_HREF}/${live.id}`} className={buttonClassName({ size: 'sm' })}>
                    {t('sellerLive.list.studio')}
                  </Link>
                )}
                {live.state === 'scheduled' && (
                  <>
                    <Link
                      to={`${LIVES_HREF}/cap-nhat/${live.id}`}
                      className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                    >
                      {t('sellerLive.list.edit')}
                    </Link>
                    <CancelLiveButton live={live} onDone={() => void revalidator.revalidate()} />
                  </>
                )}
                {live.state === 'ended' && (
                  <Link
                    to={`/live/${live.id}`}
                    className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                  >
                    {t('sellerLive.list.replay')}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
