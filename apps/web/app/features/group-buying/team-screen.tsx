import { formatVnd } from '@cho-dep/core/format/money';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { expressCheckoutHref } from '../../lib/express-checkout-href';
import { useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { buttonClassName } from '../../ui/button';
import block from './group-buy-block.module.css';
import { savedPercent } from './group-buy-choice';
import type { TeamDetail } from './group-buy-types';
import { MemberAvatar } from './member-avatar';
import { ShareTeam } from './share-team';
import { TeamCountdown } from './team-countdown';
import styles from './team-screen.module.css';
import { TEAM_TONE } from './team-tone';

interface JoinOption {
  variantId: string;
  label: string;
  itemId: string;
}

/**
 * /mua-chung/{teamId}: what the team buys at what price, its members with the empty seats,
 * the time left and its state; "Tham gia" for others (to the express checkout with the seat),
 * "Mời bạn bè" for everyone while seats are left.
 */
export function TeamScreen({
  team,
  options,
  member,
  now,
  url,
  shareText,
}: {
  team: TeamDetail;
  options: JoinOption[];
  member: boolean;
  now: string;
  url: string;
  shareText: string;
}) {
  const t = useT();
  const revalidator = useRevalidator();
  const [variantId, setVariantId] = useState(options[0]?.variantId);
  const chosen = options.find((o) => o.variantId === variantId) ?? options[0];
  const open = team.status === 'open' || team.status === 'pending';
  const joinable = team.status === 'open' && team.seatsLeft > 0 && !member;
  const empty = Math.max(0, team.size - team.members.length);
  const percent = savedPercent(team.product.teamPrice, team.product.originalPrice);
  return (
    <div className={styles.page} data-testid="team-page" data-status={team.status}>
      <section className={styles.product}>
        {team.product.imageUrl ? (
          <img className={styles.picture} src={team.product.imageUrl} alt="" width={120} height={120} />
        ) : (
          <span className={styles.picture} aria-hidden="true" />
        )}
        <div className={styles.productText}>
          <h1 className={styles.title}>{t('groupBuying.team.title', { product: team.product.name })}</h1>
          <p className={block.prices}>
            <span className={block.teamPrice}>{formatVnd(team.product.teamPrice)}</span>
            <span className={block.alone}>{formatVnd(team.product.originalPrice)}</span>
            {percent > 0 && <Badge tone="danger">-{percent}%</Badge>}
          </p>
          <p className={styles.status}>
            <Badge tone={TEAM_TONE[team.status]}>
              <span data-testid="team-status">{t(`groupBuying.status.${team.status}`)}</span>
            </Badge>
            <span>{t('groupBuying.teamSize', { count: team.size })}</span>
          </p>
          <Link to={`/san-pham/${team.product.productId}`} className={styles.productLink}>
            {t('groupBuying.team.viewProduct')}
          </Link>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="team-members">
        <h2 id="team-members" className={styles.subtitle}>
          {t('groupBuying.team.members', { paid: team.paidCount, size: team.size })}
        </h2>
        <ul className={styles.seats}>
          {team.members.map((m) => (
            <li key={`${m.name}:${m.joinedAt}`} className={styles.seat}>
              <MemberAvatar person={m} size={56} />
              <span className={styles.seatName}>{m.name}</span>
              {m.leader ? (
                <span className={styles.leader}>{t('groupBuying.leader')}</span>
              ) : (
                !m.paid && <span className={styles.muted}>{t('groupBuying.team.unpaid')}</span>
              )}
            </li>
          ))}
          {Array.from({ length: open ? empty : 0 }, (_, i) => (
            // Empty seats are interchangeable: their place is their key.
            <li key={i} className={styles.seat}>
              <MemberAvatar person={null} size={56} emptyLabel={t('groupBuying.team.emptySeat')} />
              <span className={styles.muted}>{t('groupBuying.team.emptySeat')}</span>
            </li>
          ))}
        </ul>
        {open && (
          <div className={styles.clock}>
            <span className={styles.seatsLeft} data-testid="team-seats-left">
              {t('groupBuying.seatsLeft', { count: team.seatsLeft })}
            </span>
            <TeamCountdown
              endsAt={team.endsAt}
              serverNow={now}
              tone="strong"
              onDone={() => void revalidator.revalidate()}
            />
          </div>
        )}
        {team.status === 'filled' && <p className={styles.note}>{t('groupBuying.team.filledNote')}</p>}
        {team.status === 'failed' && <p className={styles.note}>{t('groupBuying.team.failedNote')}</p>}
      </section>

      <section className={styles.actions}>
        {member && <p className={styles.note}>{t('groupBuying.team.youAreIn')}</p>}
        {joinable && chosen && (
          <div className={styles.join}>
            {options.length > 1 && (
              <label className={block.variant}>
                <span>{t('groupBuying.block.variant')}</span>
                <select value={chosen.variantId} onChange={(event) => setVariantId(event.target.value)}>
                  {options.map((o) => (
                    <option key={o.variantId} value={o.variantId}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <Link
              to={expressCheckoutHref({
                variantId: chosen.variantId,
                quantity: 1,
                groupBuy: { itemId: chosen.itemId, teamId: team.id },
              })}
              className={buttonClassName({})}
              data-testid="team-join"
            >
              {t('groupBuying.joinTeam')}
            </Link>
          </div>
        )}
        {team.status === 'open' && team.seatsLeft > 0 && <ShareTeam url={url} text={shareText} />}
        {!open && (
          <Link
            to={`/san-pham/${team.product.productId}`}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {t('groupBuying.team.openAnother')}
          </Link>
        )}
      </section>
    </div>
  );
}
