import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../../ui/badge';
import { buttonClassName } from '../../ui/button';
import styles from '../../ui/seller-marketing.module.css';
import { ProgramPeriod } from '../promotions/program-parts';
import { PromotionActions } from '../promotions/promotion-actions';
import type { GroupProgram, SellerTeam } from './group-buy-types';
import own from './group-buying.module.css';
import { MemberAvatar } from './member-avatar';
import { GROUP_PROGRAMS_HREF, groupProgramHref } from './seller-group-buy-api';
import { GROUP_PROGRAM_API } from './seller-group-program-list';
import { TEAM_TONE } from './team-tone';

const PHASE_TONE: Record<GroupProgram['phase'], BadgeTone> = {
  upcoming: 'info',
  running: 'success',
  ended: 'neutral',
};

/** /ban-hang/chuong-trinh-cua-toi/chi-tiet/{id}?type=group: the program, its items and its teams. */
export function SellerGroupProgramDetail({
  program: p,
  teams,
}: {
  program: GroupProgram;
  teams: SellerTeam[];
}) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const listHref = `${GROUP_PROGRAMS_HREF}?type=group&tab=${p.phase}`;
  return (
    <div className={styles.screen} data-testid="group-program-detail">
      <div className={styles.head}>
        <div className={styles.rowHead}>
          <h1 className={styles.title}>{p.name}</h1>
          <Badge tone={PHASE_TONE[p.phase]}>{t(`sellerPromotions.tabs.${p.phase}`)}</Badge>
          <Badge tone="primary">{t('groupBuying.seller.teamSize', { count: p.teamSize })}</Badge>
        </div>
        <div className={styles.actions}>
          <Link to={listHref} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
            {t('sellerPromotions.form.back')}
          </Link>
          {p.phase === 'upcoming' && (
            <Link
              to={groupProgramHref(p.id, 'cap-nhat')}
              className={buttonClassName({ size: 'sm', variant: 'secondary' })}
            >
              {t('sellerPromotions.actions.edit')}
            </Link>
          )}
          <PromotionActions
            promotion={p}
            api={GROUP_PROGRAM_API}
            endBodyKey="groupBuying.seller.endBody"
            onDone={(what) => (what === 'ended' ? void revalidator.revalidate() : navigate(listHref))}
          />
        </div>
      </div>
      <ProgramPeriod program={p}>
        <p className={styles.meta}>{t('groupBuying.seller.window', { count: p.windowHours })}</p>
      </ProgramPeriod>
      <section className={styles.panel}>
        <h2 className={styles.sectionTitle}>
          {t('sellerPromotions.detail.items')} ({p.items.length})
        </h2>
        <ul className={own.lines}>
          {p.items.map((i) => (
            <li key={i.id}>
              <p className={own.lineName}>{i.productName}</p>
              <p className={styles.meta}>
                <span className={own.price}>
                  {t('groupBuying.seller.teamPrice', { price: formatVnd(i.teamPrice) })}
                </span>
                <span>{t('groupBuying.seller.held', { held: i.heldCount, stock: i.stock })}</span>
                {i.maxDiscount !== null && (
                  <span>
                    {t('sellerPromotions.detail.maxDiscount', { amount: formatVnd(i.maxDiscount) })}
                  </span>
                )}
                {i.perOrderLimit !== null && (
                  <span>{t('sellerPromotions.detail.perOrder', { count: i.perOrderLimit })}</span>
                )}
                {i.perUserLimit !== null && (
                  <span>{t('sellerPromotions.detail.perUser', { count: i.perUserLimit })}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.panel} data-testid="group-program-teams">
        <h2 className={styles.sectionTitle}>{t('groupBuying.seller.teamsTitle', { count: teams.length })}</h2>
        {teams.length === 0 ? (
          <p className={styles.meta}>{t('groupBuying.seller.noTeams')}</p>
        ) : (
          <ul className={own.lines}>
            {teams.map((team) => (
              <li key={team.id} className={own.team}>
                <div className={styles.rowHead}>
                  <Badge tone={TEAM_TONE[team.status]}>{t(`groupBuying.status.${team.status}`)}</Badge>
                  <span className={styles.meta}>
                    {t('groupBuying.seller.endsAt', { at: formatDateTime(team.endsAt, language) })}
                  </span>
                  <span className={styles.meta}>{`${team.paidCount}/${team.size}`}</span>
                </div>
                <ul className={own.members}>
                  {team.members.map((m) => (
                    <li key={m.orderId} className={own.member}>
                      <MemberAvatar person={m} size={32} />
                      <span className={own.who}>
                        <span className={own.lineName}>{m.name}</span>
                        <span className={styles.meta}>{t(`groupBuying.seller.seat.${m.status}`)}</span>
                      </span>
                      <Link to={`/ban-hang/quan-ly-don-hang/${m.orderId}`} className={own.link}>
                        {t('groupBuying.seller.order')}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
