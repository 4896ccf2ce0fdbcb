import { useT } from '../../lib/i18n';
import styles from './checkout.module.css';
import type { CheckoutProblem } from './checkout-api';

/** The error code's words in the buyer's language; an unknown code reads as the generic error. */
export function useProblemText() {
  const t = useT();
  return (problem: CheckoutProblem) => {
    const key = `errors.${problem.code}`;
    const text = t(key, { code: '', ...problem.params });
    return text === key ? t('errors.INTERNAL') : text;
  };
}

/** Problems of the quote that stop the order, shown where the buyer can fix them. */
export function ProblemList({ problems }: { problems: readonly CheckoutProblem[] }) {
  const text = useProblemText();
  if (problems.length === 0) return null;
  return (
    <ul className={styles.problems} role="alert">
      {problems.map((problem, index) => (
        <li
          key={`${problem.code}-${index}`}
          className={styles.problem}
          data-testid="checkout-problem"
          data-code={problem.code}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{text(problem)}</span>
        </li>
      ))}
    </ul>
  );
}
