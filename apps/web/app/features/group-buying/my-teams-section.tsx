import { formatVnd } from '@cho-dep/core/format/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, client } from '../../lib/api-fetch';
import { useT } from '../../lib/i18n';
import { queryOptions, useQuery } from '../../lib/query-cache';
import { Badge } from '../../ui/badge';
import { buttonClassName } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ResourceState } from '../../ui/resource-state';
import styles from './my-teams.module.css';
import { TeamCountdown } from './team-countdown';
import { TEAM_TONE } from './team-tone';

const MY_TEAMS = '/api/v1/group-buying/my-teams';
const myTeamsQuery = queryOptions({
  queryKey: [MY_TEAMS],
  queryFn: async () => (await call(client.GET(MY_TEAMS))).data,
});

/** Account menu "Nhóm mua chung của tôi": the teams the buyer opened or joined, newest first. */
export function MyTeamsSection() {
  const t = useT();
  const teams = useQuery(myTeamsQuery);
  // Rendered in the browser only (the section loads its data there): the device clock is "now".
  const [now] = useState(() => new Date().toISOString());
  if (!teams.data) return <ResourceState failed={teams.isError} onRetry={() => void teams.refetch()} />;
  if (teams.data.length === 0) {
    return (
      <Card>
        <EmptyState title={t('groupBuying.mine.empty')} description={t('groupBuying.mine.emptyHint')} />
      </Card>
    );
  }
  return (
    <ul className={styles.list} data-testid="my-teams">
      {teams.data.map((team) => (
        <li key={team.id} className={styles.row}>
          {team.product.imageUrl ? (
            <img
              className={styles.picture}
              src={team.product.imageUrl}
              alt=""
              width={72}
              height={72}
              loading="lazy"
            />
          ) : (
            <span className={styles.picture} aria-hidden="true" />
          )}
          <div className={styles.text}>
            <Link to={`/mua-chung/${team.id}`} className={styles.name}>
              {team.product.name}
            </Link>
            <p className={styles.meta}>
              <span className={styles.price}>{formatVnd(team.product.teamPrice)}</span>
              <span>{t('groupBuying.teamSize', { count: team.size })}</span>
            </p>
            <p className={styles.meta}>
              <Badge tone={TEAM_TONE[team.status]}>{t(`groupBuying.status.${team.status}`)}</Badge>
              <span>{t(`groupBuying.mine.seat.${team.seat.status}`)}</span>
              {team.status === 'open' && <span>{t('groupBuying.seatsLeft', { count: team.seatsLeft })}</span>}
            </p>
            {team.status === 'open' && <TeamCountdown endsAt={team.endsAt} serverNow={now} />}
          </div>
          <div className={styles.actions}>
            <Link to={`/mua-chung/${team.id}`} className={buttonClassName({ size: 'sm' })}>
              {t('groupBuying.mine.viewTeam')}
            </Link>
            <Link
              to={`/trang-ca-nhan/don-hang/${team.seat.orderId}`}
              className={buttonClassName({ size: 'sm', variant: 'ghost' })}
            >
              {t('groupBuying.mine.viewOrder')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
