import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import type { PromotionPhase } from '@cho-dep/core/marketing/promotion-phase';
import { Link, useRevalidator } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { buttonClassName } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import styles from '../../ui/seller-marketing.module.css';
import { PhaseTabs } from '../promotions/program-parts';
import { PromotionActions } from '../promotions/promotion-actions';
import type { GroupProgram } from './group-buy-types';
import {
  deleteGroupProgram,
  endGroupProgram,
  GROUP_PROGRAMS_HREF,
  groupProgramHref,
} from './seller-group-buy-api';

export const GROUP_PROGRAM_API = { end: endGroupProgram, remove: deleteGroupProgram };
const tabHref = (phase: PromotionPhase) => `${GROUP_PROGRAMS_HREF}?type=group&tab=${phase}`;

/** The lowest team price of a program's items (what a buyer sees first). */
const lowestTeamPrice = (p: GroupProgram) => Math.min(...p.items.map((i) => i.teamPrice));

/** /ban-hang/chuong-trinh-cua-toi?type=group&tab=: the shop's group-buy programs by phase. */
export function SellerGroupProgramList({
  list,
  phase,
}: {
  list: { counts: Record<PromotionPhase, number>; data: GroupProgram[] };
  phase: PromotionPhase;
}) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  return (
    <div className={styles.screen} data-testid="group-program-list">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('groupBuying.seller.list')}</h1>
        <Link to={`${GROUP_PROGRAMS_HREF}/tao?type=group`} className={buttonClassName({ size: 'sm' })}>
          {t('groupBuying.seller.add')}
        </Link>
      </div>
      <p className={styles.intro}>{t('groupBuying.seller.intro')}</p>
      <PhaseTabs phase={phase} counts={list.counts} href={tabHref} />
      {list.data.length === 0 ? (
        <EmptyState title={t('groupBuying.seller.empty')} description={t('groupBuying.seller.emptyHint')} />
      ) : (
        <ul className={styles.list}>
          {list.data.map((p) => (
            <li key={p.id} className={styles.row}>
              <div className={styles.rowMain}>
                <div className={styles.rowHead}>
                  <Link to={groupProgramHref(p.id)} className={styles.rowTitle}>
                    {p.name}
                  </Link>
                  <Badge tone="primary">{t('groupBuying.seller.teamSize', { count: p.teamSize })}</Badge>
                </div>
                <p className={styles.meta}>
                  {t('sellerPromotions.list.period', {
                    from: formatDateTime(p.startsAt, language),
                    to: formatDateTime(p.endedAt ?? p.endsAt, language),
                  })}
                </p>
                <p className={styles.meta}>
                  <span>{p.items.map((i) => i.productName).join(', ')}</span>
                </p>
                <p className={styles.meta}>
                  <span>{t('groupBuying.seller.products', { count: p.items.length })}</span>
                  <span>{t('groupBuying.seller.teamPrice', { price: formatVnd(lowestTeamPrice(p)) })}</span>
                  <span>{t('groupBuying.seller.window', { count: p.windowHours })}</span>
                </p>
                <p className={styles.meta}>
                  {t('groupBuying.seller.teams', {
                    open: p.teams.open + p.teams.pending,
                    filled: p.teams.filled,
                    failed: p.teams.failed,
                  })}
                </p>
              </div>
              <div className={styles.actions}>
                {p.phase === 'upcoming' && (
                  <Link
                    to={groupProgramHref(p.id, 'cap-nhat')}
                    className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                  >
                    {t('sellerPromotions.actions.edit')}
                  </Link>
                )}
                <Link
                  to={groupProgramHref(p.id)}
                  className={buttonClassName({ size: 'sm', variant: 'ghost' })}
                >
                  {t('sellerPromotions.actions.view')}
                </Link>
                <PromotionActions
                  promotion={p}
                  api={GROUP_PROGRAM_API}
                  endBodyKey="groupBuying.seller.endBody"
                  onDone={() => void revalidator.revalidate()}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
