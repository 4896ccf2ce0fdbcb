import { countdownParts } from '../../lib/countdown';
import { useT } from '../../lib/i18n';
import { CountdownClock } from '../../ui/countdown-clock';

/** How long the pinned product's live price still holds, ticking each second. */
export function LivePriceCountdown({ endsAt, serverNow }: { endsAt: string; serverNow: string }) {
  const t = useT();
  return (
    <span data-testid="live-pin-countdown">
      <CountdownClock
        endsAt={endsAt}
        serverNow={serverNow}
        split={countdownParts}
        tone="quiet"
        labels={{
          ended: t('live.sheet.ended'),
          endsIn: t('live.sheet.endsIn'),
          endsInLong: (parts) => t('live.sheet.endsInLong', { hours: parts.hours, minutes: parts.minutes }),
        }}
      />
    </span>
  );
}
