import type { ErrorSummaryEntry } from '../lib/form-error-focus';
import { useT } from '../lib/i18n';
import styles from './form-error-summary.module.css';

/**
 * The top of a refused form: how many things to fix, each a link that jumps to its field
 * (useFormErrors fills `summary` and has already focused the first one).
 */
export function FormErrorSummary({ errors }: { errors: { summary: ErrorSummaryEntry[] } }) {
  const t = useT();
  if (errors.summary.length === 0) return null;
  return (
    <div className={styles.summary} role="alert" data-error-summary="" data-testid="form-error-summary">
      <p className={styles.title}>{t('validation.summary', { count: errors.summary.length })}</p>
      <ul className={styles.list}>
        {errors.summary.map((entry) => (
          <li key={entry.targetId}>
            <a
              href={`#${entry.targetId}`}
              onClick={(event) => {
                const target = document.getElementById(entry.targetId);
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView({ block: 'center', behavior: 'smooth' });
                target.focus({ preventScroll: true });
              }}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
