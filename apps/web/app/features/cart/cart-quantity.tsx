import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import styles from './cart-quantity.module.css';

/** Quick taps are sent together: the server hears the number the buyer stopped at. */
const SEND_AFTER_MS = 400;

/**
 * − [n] + for a cart line, kept between 1 and `max` (the line's max_quantity). The number
 * changes at once on screen; the server's answer (the whole cart) then replaces it, so a
 * refused change snaps back. − at 1 asks to remove the line instead (`onBelowOne`).
 */
export function CartQuantity({
  value,
  max,
  name,
  onChange,
  onBelowOne,
  answer,
}: {
  value: number;
  max: number;
  name: string;
  onChange: (quantity: number) => void;
  onBelowOne: () => void;
  /** Changes with every server answer about this line (even one that keeps the number). */
  answer: unknown;
}) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shown = draft === null ? value : Number(draft) || value;

  // A new answer from the server ends the edit, even a refusal that keeps the old number.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `answer` is the trigger, not read.
  useEffect(() => {
    setDraft(null);
  }, [answer]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: number, delay: number) => {
    clearTimeout(timer.current);
    const bounded = Math.max(1, Math.min(Math.max(1, max), Math.trunc(next)));
    setDraft(String(bounded));
    timer.current = setTimeout(() => {
      if (bounded !== value) onChange(bounded);
      else setDraft(null);
    }, delay);
  };

  const step = (delta: number) => {
    if (delta < 0 && shown <= 1) {
      onBelowOne();
      return;
    }
    send(shown + delta, SEND_AFTER_MS);
  };

  const commitTyped = () => {
    if (draft === null) return;
    const typed = Number(draft);
    if (!Number.isFinite(typed) || typed < 1) setDraft(null);
    else send(typed, 0);
  };

  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.step}
        onClick={() => step(-1)}
        aria-label={t('cart.quantity.decrease')}
      >
        −
      </button>
      <input
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={draft ?? String(value)}
        aria-label={t('cart.quantity.label', { name })}
        onChange={(event) => {
          clearTimeout(timer.current);
          setDraft(event.target.value.replace(/\D/g, '').slice(0, 4));
        }}
        onBlur={commitTyped}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitTyped();
        }}
      />
      <button
        type="button"
        className={styles.step}
        onClick={() => step(1)}
        disabled={shown >= max}
        aria-label={t('cart.quantity.increase')}
        title={shown >= max ? t('cart.quantity.max', { count: max }) : undefined}
      >
        +
      </button>
    </div>
  );
}
