import type { AwardEditionView } from '@cho-dep/api/awards/award-schemas';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { useLoginPrompt } from '../../lib/use-require-login';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import styles from './awards.module.css';

/** Where a member with no verified phone verifies it: the profile section of the account. */
const VERIFY_PHONE_HREF = '/trang-ca-nhan?tab=profile';

/**
 * The member's votes: the balance and the daily check-in; or why they cannot vote (log in,
 * verify the phone, voting not open). `error` is the last refusal (e.g. out of votes).
 */
export function BallotPanel({
  edition,
  balance,
  checkedIn,
  busy,
  error,
  onCheckIn,
}: {
  edition: AwardEditionView;
  balance: number;
  checkedIn: boolean;
  busy: boolean;
  error: string | null;
  onCheckIn: () => void;
}) {
  const t = useT();
  const { openLogin } = useLoginPrompt();
  const me = edition.me;
  if (edition.window !== 'open') {
    return (
      <Alert tone="info">
        {edition.window === 'closed' ? t('awards.ballot.closed') : t('awards.ballot.upcoming')}
      </Alert>
    );
  }
  if (!me) {
    return (
      <div className={styles.ballot}>
        <Button onClick={openLogin} data-testid="awards-login">
          {t('awards.ballot.signIn')}
        </Button>
      </div>
    );
  }
  if (me.canVote === 'phone') {
    return (
      <Alert tone="info">
        {t('awards.ballot.verifyPhone')}{' '}
        <Link to={VERIFY_PHONE_HREF} data-testid="awards-verify-phone">
          {t('awards.ballot.verifyLink')}
        </Link>
      </Alert>
    );
  }
  return (
    <div className={styles.ballot} data-testid="awards-ballot">
      <p className={styles.balance} data-testid="awards-balance" aria-live="polite">
        {t('awards.ballot.balance', { count: balance })}
      </p>
      <Button
        variant={checkedIn ? 'neutral' : 'primary'}
        disabled={busy || checkedIn}
        onClick={onCheckIn}
        data-testid="awards-check-in"
      >
        {checkedIn
          ? t('awards.ballot.checkedIn')
          : t('awards.ballot.checkIn', { votes: edition.checkInVotes })}
      </Button>
      {error && (
        <p className={styles.error} role="alert" data-testid="awards-error">
          {error}
        </p>
      )}
    </div>
  );
}
