import type { ProductVariantView } from '@cho-dep/core/catalog/product-detail';
import { formatVnd } from '@cho-dep/core/format/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { expressCheckoutHref } from '../../lib/express-checkout-href';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import styles from './group-buy-block.module.css';
import { joinOption, type SeatOption, savedPercent, seatOptions } from './group-buy-choice';
import type { ProductGroupBuy } from './group-buy-types';
import { MemberAvatar } from './member-avatar';
import { TeamCountdown } from './team-countdown';

const seatHref = (option: SeatOption, teamId: string | null) =>
  expressCheckoutHref({
    variantId: option.variant.id,
    quantity: 1,
    groupBuy: { itemId: option.item.itemId, teamId },
  });

/**
 * The product page's group buy (product.md §3): the team price beside buying alone, "Mở nhóm"
 * on the chosen variant, and the open teams to join, each with its leader, seats left and the
 * time left. Both go to the express checkout carrying the seat; signing in happens there.
 */
export function GroupBuyBlock({
  groupBuy,
  variants,
  now,
}: {
  groupBuy: ProductGroupBuy;
  variants: ProductVariantView[];
  now: string;
}) {
  const t = useT();
  const options = seatOptions(groupBuy.items, variants);
  const [chosenId, setChosenId] = useState(options[0]?.variant.id);
  const chosen = options.find((o) => o.variant.id === chosenId) ?? options[0];
  const teams = groupBuy.teams.filter((team) => joinOption(options, team.itemId, chosen));
  const first = groupBuy.items[0];
  if (!first) return null;
  return (
    <section className={styles.block} aria-labelledby="group-buy-title" data-testid="group-buy-block">
      <div className={styles.head}>
        <h2 id="group-buy-title" className={styles.title}>
          {t('groupBuying.block.title')}
        </h2>
        <span className={styles.size}>
          {t('groupBuying.teamSize', { count: (chosen?.item ?? first).teamSize })}
        </span>
      </div>
      {chosen ? (
        <>
          <p className={styles.prices}>
            <span className={styles.teamPrice} data-testid="group-buy-price">
              {formatVnd(chosen.item.teamPrice)}
            </span>
            <span className={styles.alone}>
              {t('groupBuying.block.normalPrice', { price: formatVnd(chosen.alonePrice) })}
            </span>
            {savedPercent(chosen.item.teamPrice, chosen.alonePrice) > 0 && (
              <span className={styles.save}>
                {t('groupBuying.block.save', {
                  percent: savedPercent(chosen.item.teamPrice, chosen.alonePrice),
                })}
              </span>
            )}
          </p>
          <p className={styles.rule}>
            {t('groupBuying.block.rule', { count: chosen.item.teamSize, hours: chosen.item.windowHours })}
          </p>
          <div className={styles.open}>
            {options.length > 1 && (
              <label className={styles.variant}>
                <span>{t('groupBuying.block.variant')}</span>
                <select value={chosen.variant.id} onChange={(event) => setChosenId(event.target.value)}>
                  {options.map((o) => (
                    <option key={o.variant.id} value={o.variant.id}>
                      {`${o.label} · ${formatVnd(o.item.teamPrice)}`}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <Link to={seatHref(chosen, null)} className={buttonClassName({})} data-testid="group-buy-open">
              {t('groupBuying.openTeam')}
            </Link>
          </div>
        </>
      ) : (
        <p className={styles.rule}>{t('groupBuying.block.soldOut')}</p>
      )}
      <h3 className={styles.subtitle}>{t('groupBuying.block.openTeams')}</h3>
      {teams.length === 0 ? (
        <p className={styles.rule}>{t('groupBuying.block.noTeams')}</p>
      ) : (
        <ul className={styles.teams}>
          {teams.map((team) => {
            const option = joinOption(options, team.itemId, chosen);
            return (
              <li key={team.id} className={styles.team} data-testid="group-buy-team">
                <MemberAvatar person={team.leader} size={36} />
                <div className={styles.teamText}>
                  <Link to={`/mua-chung/${team.id}`} className={styles.leader}>
                    {t('groupBuying.block.teamOf', { name: team.leader.name })}
                  </Link>
                  <span className={styles.seats}>
                    {t('groupBuying.seatsLeft', { count: team.seatsLeft })}
                  </span>
                  <TeamCountdown endsAt={team.endsAt} serverNow={now} />
                </div>
                {option && (
                  <Link
                    to={seatHref(option, team.id)}
                    className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                  >
                    {t('groupBuying.joinTeam')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
