import type { AwardNomineeView } from '@cho-dep/api/awards/award-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import styles from './awards.module.css';

/**
 * A nominee: picture, name and link, blurb; its count and rank when standings are shown; and,
 * while the member can vote, how many votes to give (1 up to the balance).
 */
export function NomineeCard({
  nominee,
  canVote,
  balance,
  busy,
  winner,
  onVote,
}: {
  nominee: AwardNomineeView;
  canVote: boolean;
  balance: number;
  busy: boolean;
  winner: boolean;
  onVote: (votes: number) => void;
}) {
  const t = useT();
  const [votes, setVotes] = useState(1);
  const max = Math.max(1, balance);
  return (
    <li
      className={winner ? `${styles.nominee} ${styles.winner}` : styles.nominee}
      data-testid="awards-nominee"
      data-nominee={nominee.id}
    >
      <Link to={nominee.href} className={styles.nomineeLink}>
        {nominee.imageUrl ? (
          <img
            className={nominee.kind === 'product' ? styles.picture : `${styles.picture} ${styles.round}`}
            src={nominee.imageUrl}
            alt=""
            width={200}
            height={200}
            loading="lazy"
          />
        ) : (
          <span className={`${styles.picture} ${styles.placeholder}`} aria-hidden="true">
            {nominee.name.slice(0, 1)}
          </span>
        )}
        <span className={styles.nomineeName}>{nominee.name}</span>
      </Link>
      <span className={styles.kind}>{t(`awards.kind.${nominee.kind}`)}</span>
      {nominee.blurb && <p className={styles.blurb}>{nominee.blurb}</p>}
      {nominee.votes !== null && (
        <p className={styles.count} data-testid="awards-nominee-votes" data-votes={nominee.votes}>
          {winner ? <strong className={styles.badge}>{t('awards.winner')}</strong> : null}
          {nominee.rank !== null && !winner ? (
            <span>{t('awards.rank', { rank: nominee.rank })} · </span>
          ) : null}
          {t('awards.votes', { count: nominee.votes })}
        </p>
      )}
      {canVote && (
        <form
          className={styles.voteForm}
          onSubmit={(event) => {
            event.preventDefault();
            onVote(votes);
          }}
        >
          <label className={styles.voteLabel}>
            <span className={styles.visuallyHidden}>{t('awards.vote.count')}</span>
            <input
              className={styles.voteInput}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={votes}
              onChange={(event) => setVotes(Math.max(1, Math.trunc(Number(event.target.value) || 1)))}
              data-testid="awards-vote-count"
            />
          </label>
          <Button type="submit" disabled={busy} data-testid="awards-vote">
            {t('awards.vote.submit')}
          </Button>
        </form>
      )}
    </li>
  );
}
