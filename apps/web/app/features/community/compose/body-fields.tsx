import { BODY_SHAPES, type BodyShape } from '@cho-dep/core/community/post-schemas';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import styles from './body-fields.module.css';
import shared from './compose.module.css';

/** Where a member enters their height and weight (the account's body measurements). */
export const MEASUREMENTS_HREF = '/trang-ca-nhan?tab=measurements';

/**
 * What helps others judge the fit: the author's body shape (optional) and, only if they
 * switch it on, the height and weight from their profile, copied onto the post.
 */
export function BodyFields({
  bodyShape,
  shareMeasurements,
  measurements,
  onBodyShape,
  onShareMeasurements,
}: {
  bodyShape: BodyShape | null;
  shareMeasurements: boolean;
  measurements: { heightCm: number; weightKg: number } | null;
  onBodyShape: (shape: BodyShape | null) => void;
  onShareMeasurements: (share: boolean) => void;
}) {
  const t = useT();
  return (
    <section className={shared.section} aria-labelledby="compose-body-title">
      <h2 id="compose-body-title" className={shared.sectionTitle}>
        {t('compose.body.title')}
      </h2>
      <fieldset className={shared.chipsField}>
        <legend className={shared.label}>{t('compose.body.shape')}</legend>
        <div className={shared.chips}>
          {BODY_SHAPES.map((shape) => (
            <button
              key={shape}
              type="button"
              className={shared.chip}
              aria-pressed={bodyShape === shape}
              onClick={() => onBodyShape(bodyShape === shape ? null : shape)}
            >
              {t(`compose.body.shapes.${shape}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <label className={styles.switchRow}>
        <span className={styles.switchText}>
          <span className={shared.label}>{t('compose.body.share')}</span>
          <span className={shared.hint}>
            {measurements
              ? t('compose.body.shareHint', { height: measurements.heightCm, weight: measurements.weightKg })
              : t('compose.body.missing')}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={shareMeasurements}
          className={shared.switch}
          checked={shareMeasurements}
          disabled={!measurements}
          onChange={(event) => onShareMeasurements(event.target.checked)}
          data-testid="compose-share-measurements"
        />
      </label>
      {!measurements && (
        <Link to={MEASUREMENTS_HREF} className={styles.link}>
          {t('compose.body.add')}
        </Link>
      )}
    </section>
  );
}
