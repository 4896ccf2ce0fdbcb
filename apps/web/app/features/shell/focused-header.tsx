import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { Chevron } from '../../ui/chevron';
import styles from './focused-header.module.css';
import type { BuyingStep } from './phone-chrome';

const STEPS: readonly BuyingStep[] = ['cart', 'checkout', 'done'];

/**
 * The phone's bar on a focused page (checkout): back, the page's title and where the buyer is
 * on the way from cart to order, as shops do, with no search or menus to lose the order in.
 */
export function FocusedHeader({
  titleKey,
  step,
  backTo,
}: {
  titleKey: string;
  step: BuyingStep;
  backTo: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const current = STEPS.indexOf(step);
  return (
    <header className={styles.bar} data-testid="focused-header">
      <div className={styles.row}>
        <Link
          to={backTo}
          className={styles.back}
          aria-label={t('shell.focused.back')}
          onClick={(event) => {
            // Back where the buyer came from inside the app; a page opened directly goes to
            // backTo, and so does the result (behind it are the placed checkout and the gateway).
            if (location.key !== 'default' && step !== 'done') {
              event.preventDefault();
              navigate(-1);
            }
          }}
        >
          <Chevron direction="left" />
        </Link>
        <p className={styles.title}>{t(titleKey)}</p>
      </div>
      <ol className={styles.steps} aria-label={t('shell.focused.steps')}>
        {STEPS.map((name, index) => (
          <li
            key={name}
            className={styles.step}
            data-state={index < current ? 'done' : index === current ? 'current' : 'next'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {index + 1}
            </span>
            {t(`shell.focused.step.${name}`)}
          </li>
        ))}
      </ol>
    </header>
  );
}
