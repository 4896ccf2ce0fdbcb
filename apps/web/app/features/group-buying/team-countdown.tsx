import { countdownParts } from '../../lib/countdown';
import { useT } from '../../lib/i18n';
import { CountdownClock } from '../../ui/countdown-clock';

/** hh:mm:ss to a team's end, from the server's instant first (no hydration mismatch). */
export function TeamCountdown({
  endsAt,
  serverNow,
  onDone,
  tone = 'quiet',
}: {
  endsAt: string;
  serverNow: string;
  onDone?: () => void;
  tone?: 'quiet' | 'strong';
}) {
  const t = useT();
  return (
    <CountdownClock
      endsAt={endsAt}
      serverNow={serverNow}
      onDone={onDone}
      split={countdownParts}
      tone={tone}
      labels={{
        ended: t('groupBuying.ended'),
        endsIn: t('groupBuying.team.endsIn'),
        endsInLong: (parts) =>
          t('storefront.home.endsInLong', { hours: parts.hours, minutes: parts.minutes }),
      }}
    />
  );
}
