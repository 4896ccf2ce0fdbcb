import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { pad2, programCountdown } from './program-time';
import styles from './promotions.module.css';

/**
 * "Kết thúc sau 2 ngày 05:07:09", ticking each second. The server renders it from its own
 * clock and hydration starts from that same instant; then the device clock drives it. Screen
 * readers get the time left in words, not every tick.
 */
export function ProgramCountdown({
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
      timer = setTimeout(tick, 1000 - (current % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, []);

  const parts = programCountdown(end, now);
  useEffect(() => {
    if (parts.done && !done.current) {
      done.current = true;
      onDone?.();
    }
  }, [parts.done, onDone]);

  if (parts.done) return <span className={styles.ended}>{t('vouchers.promotions.ended')}</span>;
  return (
    <span className={styles.clock}>
      <span className={styles.endsIn}>{t('vouchers.promotions.endsIn')}</span>
      <span className="visually-hidden">
        {t('vouchers.promotions.endsInLong', {
          days: parts.days,
          hours: parts.hours,
          minutes: parts.minutes,
        })}
      </span>
      <span className={styles.digits} aria-hidden="true">
        {parts.days > 0 && (
          <span className={styles.days}>{t('vouchers.promotions.days', { count: parts.days })}</span>
        )}
        <span>{pad2(parts.hours)}</span>:<span>{pad2(parts.minutes)}</span>:<span>{pad2(parts.seconds)}</span>
      </span>
    </span>
  );
}
