import type { SellerPromotionList as ListAnswer } from '@cho-dep/api/promotions/seller-promotion-schemas';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import type { PromotionPhase } from '@cho-dep/core/marketing/promotion-phase';
import { Link, useRevalidator } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import styles from '../../ui/seller-marketing.module.css';
import { PhaseTabs } from './program-parts';
import { PromotionActions } from './promotion-actions';
import { PROMOTIONS_HREF, type PromotionKind } from './seller-promotion-api';
import own from './seller-promotions.module.css';

const listHref = (kind: PromotionKind, phase: PromotionPhase, page = 1) =>
  `${PROMOTIONS_HREF}?type=${kind}&tab=${phase}${page > 1 ? `&page=${page}` : ''}`;

/** /ban-hang/chuong-trinh-cua-toi?type=&tab=: the shop's programs of one kind, by phase. */
export function SellerPromotionList({
  list,
  kind,
  phase,
}: {
  list: ListAnswer;
  kind: PromotionKind;
  phase: PromotionPhase;
}) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('sellerPromotions.meta.list')}</h1>
        <Link to={`${PROMOTIONS_HREF}/tao?type=${kind}`} className={buttonClassName({ size: 'sm' })}>
          {t('sellerPromotions.list.add')}
        </Link>
      </div>
      <p className={styles.intro}>{t('sellerPromotions.list.intro')}</p>
      <nav className={own.typeSwitch} aria-label={t('sellerPromotions.type.label')}>
        {(['product', 'variant'] as const).map((k) => (
          <Link
            key={k}
            to={listHref(k, phase)}
            className={buttonClassName({ size: 'sm', variant: k === kind ? 'primary' : 'secondary' })}
            aria-current={k === kind ? 'page' : undefined}
            preventScrollReset
          >
            {t(`sellerPromotions.type.${k}`)}
          </Link>
        ))}
      </nav>
      <PhaseTabs phase={phase} counts={list.counts} href={(tab) => listHref(kind, tab)} />
      {list.data.length === 0 ? (
        <EmptyState
          title={t('sellerPromotions.list.empty')}
          description={t('sellerPromotions.list.emptyHint')}
        />
      ) : (
        <ul className={styles.list}>
          {list.data.map((p) => (
            <li key={p.id} className={styles.row}>
              <div className={styles.rowMain}>
                <Link to={`${PROMOTIONS_HREF}/chi-tiet/${p.id}?type=${p.kind}`} className={styles.rowTitle}>
                  {p.name}
                </Link>
                <p className={styles.meta}>
                  {t('sellerPromotions.list.period', {
                    from: formatDateTime(p.startsAt, language),
                    to: formatDateTime(p.endedAt ?? p.endsAt, language),
                  })}
                </p>
                <p className={styles.meta}>
                  <span>{t('sellerPromotions.list.items', { count: p.itemCount })}</span>
                  <span>{t('sellerPromotions.list.sold', { count: p.soldCount })}</span>
                </p>
              </div>
              <div className={styles.actions}>
                {p.phase === 'upcoming' && (
                  <Link
                    to={`${PROMOTIONS_HREF}/cap-nhat/${p.id}?type=${p.kind}`}
                    className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                  >
                    {t('sellerPromotions.actions.edit')}
                  </Link>
                )}
                <Link
                  to={`${PROMOTIONS_HREF}/chi-tiet/${p.id}?type=${p.kind}`}
                  className={buttonClassName({ size: 'sm', variant: 'ghost' })}
                >
                  {t('sellerPromotions.actions.view')}
                </Link>
                <PromotionActions promotion={p} onDone={() => void revalidator.revalidate()} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Pagination
          page={list.page}
          pages={pages}
          href={(page) => listHref(kind, phase, page)}
          label={t('sellerPromotions.list.pages')}
        />
      )}
    </div>
  );
}
