import styles from './rating-stars.module.css';

/** Five stars filled to `rating` (0–5). Decorative: the caller says the number in words. */
export function RatingStars({ rating, size = 14 }: { rating: number; size?: number }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className={styles.stars} style={{ fontSize: size }} aria-hidden="true">
      <span className={styles.empty}>★★★★★</span>
      <span className={styles.full} style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
