import styles from './shop-feedback.module.css';

/** Five stars, `value` of them filled (rounded to the nearest half for averages). */
export function Stars({ value, label }: { value: number; label: string }) {
  const halves = Math.round(value * 2);
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty';
        return (
          <span key={star} className={`${styles.star} ${styles[fill]}`} aria-hidden="true">
            ★
          </span>
        );
      })}
    </span>
  );
}
