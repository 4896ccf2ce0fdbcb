import { useEffect, useRef, useState } from 'react';
import styles from './countdown-clock.module.css';

/** Time left, clamped at zero; `days` only where the clock shows days beside hh:mm:ss. */
export interface CountdownClockParts {
  days?: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

export interface CountdownClockLabels {
  ended: string;
  endsIn: string;
  /** The time left in words, for screen readers (read instead of every tick). */
  endsInLong: (parts: CountdownClockParts) => string;
  /** "2 ngày" before the digits; without it no days are shown. */
  days?: (count: number) => string;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * hh:mm:ss to the end of a sale or program, ticking each second. The server renders it from
 * its own `now` and hydration uses that same instant (no mismatch); after that the device
 * clock drives it. `onDone` runs once when it reaches zero, so the page can reload its offers.
 * `quiet` is the home page strip (muted words), `strong` the /uu-dai programs.
 */
export function CountdownClock({
  endsAt,
  serverNow,
  onDone,
  split,
  labels,
  tone,
  digitsTestId,
}: {
  endsAt: string;
  serverNow: string;
  onDone?: () => void;
  split: (endsAtMs: number, nowMs: number) => CountdownClockParts;
  labels: CountdownClockLabels;
  tone: 'quiet' | 'strong';
  digitsTestId?: string;
}) {
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

  const parts = split(end, now);
  useEffect(() => {
    if (parts.done && !done.current) {
      done.current = true;
      onDone?.();
    }
  }, [parts.done, onDone]);

  if (parts.done) return <span className={`${styles.ended} ${styles[tone]}`}>{labels.ended}</span>;
  return (
    <span className={`${styles.clock} ${styles[tone]}`}>
      <span className={styles.endsIn}>{labels.endsIn}</span>
      <span className="visually-hidden">{labels.endsInLong(parts)}</span>
      <span className={styles.digits} aria-hidden="true" data-testid={digitsTestId}>
        {labels.days && (parts.days ?? 0) > 0 && (
          <span className={styles.days}>{labels.days(parts.days ?? 0)}</span>
        )}
        <span>{two(parts.hours)}</span>:<span>{two(parts.minutes)}</span>:<span>{two(parts.seconds)}</span>
      </span>
    </span>
  );
}
