import { LIVE_CLIENT_EVENTS } from '@cho-dep/core/live/live-events';
import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useT } from '../../lib/i18n';
import { useRequireLogin } from '../../lib/use-require-login';
import styles from './live-hearts.module.css';
import watch from './live-watch.module.css';

/** Hearts rising at once over the video: a burst of taps must not fill the screen or the CPU. */
const FLOATING_MAX = 12;
/** How long one heart rises (the CSS animation's length). */
const FLOAT_MS = 1_600;

interface Floating {
  id: number;
  /** Sideways drift, so hearts sent together do not stack on one line. */
  drift: number;
}

/**
 * The heart button beside the video and the hearts rising over it: one for each of one's own
 * taps at once, and the room's hearts (summed by the server every half second) as they come.
 * The room's sum includes one's own taps, already shown, so those are not floated twice.
 * Signed out, a tap opens the login. With reduced motion nothing rises; the count pulses.
 */
export function LiveHearts({
  liveId,
  socket,
  roomHearts,
}: {
  liveId: string;
  socket: Socket | null;
  roomHearts: number;
}) {
  const t = useT();
  const requireLogin = useRequireLogin();
  const [floating, setFloating] = useState<Floating[]>([]);
  const [total, setTotal] = useState(0);
  const next = useRef(0);
  const ownPending = useRef(0);
  const seen = useRef(roomHearts);

  function float(count: number) {
    if (count <= 0) return;
    setTotal((n) => n + count);
    const added = Array.from({ length: Math.min(count, FLOATING_MAX) }, () => ({
      id: next.current++,
      drift: Math.round(Math.random() * 40 - 20),
    }));
    setFloating((list) => [...list, ...added].slice(-FLOATING_MAX));
    const ids = new Set(added.map((h) => h.id));
    setTimeout(() => setFloating((list) => list.filter((h) => !ids.has(h.id))), FLOAT_MS);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new room sum floats hearts
  useEffect(() => {
    const arrived = roomHearts - seen.current;
    seen.current = roomHearts;
    const own = Math.min(arrived, ownPending.current);
    ownPending.current -= own;
    float(arrived - own);
  }, [roomHearts]);

  const tap = () =>
    requireLogin(() => {
      if (!socket) return;
      socket.emit(LIVE_CLIENT_EVENTS.heart, { liveId });
      ownPending.current += 1;
      float(1);
    });

  return (
    <>
      <div className={styles.layer} aria-hidden="true">
        {floating.map((h) => (
          <span
            key={h.id}
            className={styles.float}
            style={{ '--drift': `${h.drift}px` } as React.CSSProperties}
          >
            ♥
          </span>
        ))}
      </div>
      <button
        type="button"
        className={`${watch.railButton} ${styles.button}`}
        onClick={tap}
        aria-label={t('live.hearts.send')}
        data-testid="live-heart"
      >
        <span aria-hidden="true">♥</span>
        {total > 0 ? (
          <span key={total} className={`${watch.railCount} ${styles.count}`} data-testid="live-heart-count">
            {total}
          </span>
        ) : null}
      </button>
    </>
  );
}
