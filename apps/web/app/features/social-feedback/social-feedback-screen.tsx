import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import styles from './social-feedback.module.css';
import { SocialFeedbackForm } from './social-feedback-form';

export const SOCIAL_FEEDBACK_LIST_PATH = '/danh-sach';

/** /phan-anh-to-chuc-xa-hoi: the form, then a thank-you naming where the answer will go. */
export function SocialFeedbackScreen() {
  const t = useT();
  const [sent, setSent] = useState<{ organisation: string; email: string } | null>(null);
  const [round, setRound] = useState(0);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('socialFeedback.form.title')}</h1>
        <p className={styles.lead}>{t('socialFeedback.form.intro')}</p>
        <Link className={styles.link} to={SOCIAL_FEEDBACK_LIST_PATH}>
          {t('socialFeedback.form.toList')}
        </Link>
      </header>
      {sent ? (
        <section className={styles.sent} role="status" data-testid="social-feedback-sent">
          <span className={styles.sentMark} aria-hidden="true">
            ✓
          </span>
          <h2 className={styles.sentTitle}>{t('socialFeedback.sent.title')}</h2>
          <p>{t('socialFeedback.sent.body', sent)}</p>
          <div className={styles.actions}>
            <Link className={buttonClassName({ variant: 'primary' })} to={SOCIAL_FEEDBACK_LIST_PATH}>
              {t('socialFeedback.sent.toList')}
            </Link>
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              onClick={() => {
                setSent(null);
                setRound((n) => n + 1);
              }}
            >
              {t('socialFeedback.sent.another')}
            </button>
          </div>
        </section>
      ) : (
        <SocialFeedbackForm key={round} onSent={setSent} />
      )}
    </div>
  );
}
