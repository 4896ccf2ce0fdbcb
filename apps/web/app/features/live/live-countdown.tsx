import { useT } from '../../lib/i18n';
import { CountdownClock } from '../../ui/countdown-clock';
import { liveCountdown } from './live-countdown-parts';

/**
 * On the cover of an upcoming live: the time left to its start, ticking each second, then
 * "Sắp bắt đầu" once the time is past (the page reloads itself when the seller goes live).
 */
export function LiveCountdown({ startsAt, serverNow }: { startsAt: string; serverNow: string }) {
  const t = useT();
  return (
    <div data-testid="live-countdown">
      <CountdownClock
        endsAt={startsAt}
        serverNow={serverNow}
        split={liveCountdown}
        tone="strong"
        labels={{
          ended: t('live.countdown.soon'),
          endsIn: t('live.countdown.startsIn'),
          endsInLong: (parts) =>
            t('live.countdown.startsInLong', {
              days: parts.days ?? 0,
              hours: parts.hours,
              minutes: parts.minutes,
            }),
          days: (count) => t('live.countdown.days', { count }),
        }}
      />
    </div>
  );
}
