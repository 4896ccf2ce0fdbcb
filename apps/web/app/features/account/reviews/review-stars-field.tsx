import { useT } from '../../../lib/i18n';
import styles from './reviews-section.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** One to five stars as radio buttons, the chosen number in words beside them. */
export function ReviewStarsField({
  name,
  rating,
  onChange,
  error,
}: {
  name: string;
  rating: number;
  onChange: (star: number) => void;
  error: string | undefined;
}) {
  const t = useT();
  return (
    <fieldset className={styles.starsField}>
      <legend className={styles.label}>{t('reviews.form.stars')}</legend>
      <div className={styles.stars}>
        {STARS.map((star) => (
          <label key={star} className={styles.star} data-on={star <= rating || undefined}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={rating === star}
              onChange={() => onChange(star)}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.filters.starLabel', { count: star })}</span>
          </label>
        ))}
        <span className={styles.starWord}>{t(`reviews.form.starWords.${rating}`)}</span>
      </div>
      {error && (
        <p className={styles.fieldError} data-form-error="">
          {error}
        </p>
      )}
    </fieldset>
  );
}
