import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { countdownParts, pad2 } from './countdown';
import styles from './flash-sale.module.css';

/**
 * hh:mm:ss to the end of a sale, ticking each second. The server renders it from its own
 * `now` and hydration uses that same instant (no mismatch); after that the device clock
 * drives it. Screen readers get the time left in words, updated each minute, not each tick.
 */
export function CountdownClock({
  endsAt,
  serverNow,
  onDone,
}: {
  endsAt: string;
  serverNow: string;
  onDone?: () => void;
}) {
  const t = useT();
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.parse(serverNow));
  const done = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      // Wake on the next whole second so every digit change shows on time.
      timer = setTimeout(tick, 1000 - (current % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, []);

  const parts = countdownParts(end, now);
  useEffect(() => {
    if (parts.done && !done.current) {
      done.current = true;
      onDone?.();
    }
  }, [parts.done, onDone]);

  if (parts.done) return <span className={styles.ended}>{t('storefront.home.ended')}</span>;
  return (
    <span className={styles.clock}>
      <span className={styles.endsIn}>{t('storefront.home.endsIn')}</span>
      <span className="visually-hidden">
        {t('storefront.home.endsInLong', { hours: parts.hours, minutes: parts.minutes })}
      </span>
      <span className={styles.digits} aria-hidden="true" data-testid="flash-sale-countdown">
        <span>{pad2(parts.hours)}</span>:<span>{pad2(parts.minutes)}</span>:<span>{pad2(parts.seconds)}</span>
      </span>
    </span>
  );
}
