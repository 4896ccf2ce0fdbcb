import type { AwardEditionView, AwardEventSummary } from '@cho-dep/api/awards/award-schemas';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useLanguage, useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { EmptyState } from '../../ui/empty-state';
import { useToast } from '../../ui/toast';
import styles from './awards.module.css';
import { castVote, checkIn } from './awards-api';
import { BallotPanel } from './ballot-panel';
import { NomineeCard } from './nominee-card';

/**
 * /binh-chon: the awards edition, its categories and nominees, the standings (or the results
 * once closed), and the member's votes with the daily check-in.
 */
export function AwardsScreen({
  edition,
  events,
}: {
  edition: AwardEditionView | null;
  events: AwardEventSummary[];
}) {
  const t = useT();
  if (!edition) {
    return (
      <div className={styles.page}>
        <h1 className={styles.pageTitle}>{t('awards.title')}</h1>
        <EmptyState title={t('awards.none')} />
      </div>
    );
  }
  return <Edition key={edition.slug} edition={edition} events={events} />;
}

function Edition({ edition, events }: { edition: AwardEditionView; events: AwardEventSummary[] }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [balance, setBalance] = useState(edition.me?.balance ?? 0);
  const [checkedIn, setCheckedIn] = useState(edition.me?.checkedInToday ?? false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A reload of the loader (after a vote) brings the server's balance.
  useEffect(() => {
    setBalance(edition.me?.balance ?? 0);
    setCheckedIn(edition.me?.checkedInToday ?? false);
  }, [edition.me?.balance, edition.me?.checkedInToday]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : t('errors.INTERNAL');
      setError(message);
      toast.show(message, 'error');
    } finally {
      setBusy(false);
    }
  };
  const onCheckIn = () =>
    run(async () => {
      const done = await checkIn(edition.slug);
      setBalance(done.balance);
      setCheckedIn(true);
      toast.show(t('awards.ballot.checkInDone', { votes: done.added }), 'success');
    });
  const onVote = (nomineeId: string, name: string, votes: number) =>
    run(async () => {
      const done = await castVote(edition.slug, { nomineeId, votes, requestId: crypto.randomUUID() });
      setBalance(done.balance);
      toast.show(t('awards.vote.done', { count: votes, name }), 'success');
      if (done.voucherGranted) toast.show(t('awards.vote.voucher', { name: done.voucherGranted }), 'success');
      await revalidator.revalidate();
    });

  const canVote = edition.window === 'open' && edition.me?.canVote === 'yes';
  const closed = edition.window === 'closed';
  const others = events.filter((e) => e.slug !== edition.slug);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.kicker}>{t('awards.title')}</p>
        <h1 className={styles.pageTitle}>{edition.title}</h1>
        {edition.description && <p className={styles.description}>{edition.description}</p>}
        <p className={styles.when} data-testid="awards-window">
          {t(`awards.window.${edition.window}`, {
            opens: formatDateTime(edition.opensAt, language),
            closes: formatDateTime(edition.closesAt, language),
          })}
        </p>
        {edition.voucher && edition.window !== 'closed' && (
          <p className={styles.voucherNote}>
            {edition.me?.voucherGranted
              ? t('awards.ballot.voucher', { name: edition.voucher.name })
              : t('awards.voucherOffer', { name: edition.voucher.name })}
          </p>
        )}
      </header>
      <BallotPanel
        edition={edition}
        balance={balance}
        checkedIn={checkedIn}
        busy={busy}
        error={error}
        onCheckIn={onCheckIn}
      />
      {!edition.standingsVisible && <Alert tone="info">{t('awards.standingsHidden')}</Alert>}
      {closed && <h2 className={styles.resultsTitle}>{t('awards.results')}</h2>}
      {edition.categories.map((category) => (
        <section key={category.id} className={styles.category} aria-labelledby={`cat-${category.id}`}>
          <h2 id={`cat-${category.id}`} className={styles.categoryTitle}>
            {category.title}
          </h2>
          <ul className={styles.nominees}>
            {category.nominees.map((nominee) => (
              <NomineeCard
                key={nominee.id}
                nominee={nominee}
                canVote={canVote}
                balance={balance}
                busy={busy}
                winner={closed && nominee.rank === 1}
                onVote={(votes) => onVote(nominee.id, nominee.name, votes)}
              />
            ))}
          </ul>
        </section>
      ))}
      {others.length > 0 && (
        <nav className={styles.others} aria-label={t('awards.otherEditions')}>
          <h2 className={styles.categoryTitle}>{t('awards.otherEditions')}</h2>
          <ul>
            {others.map((e) => (
              <li key={e.slug}>
                <Link to={`/binh-chon/${e.slug}`}>{e.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
