import type {
  SocialFeedbackDetail as Detail,
  PublicSocialFeedback,
} from '@cho-dep/api/social-feedback/social-feedback-schemas';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import record from '../../ui/record-detail.module.css';
import { SocialFeedbackStatusBadge } from '../../ui/social-feedback-status';
import styles from './social-feedback.module.css';

/**
 * /danh-sach/:id: one feedback as the public list shows it, and, for the member who sent it
 * (where its answer notification leads), the whole of it with our answer.
 */
export function SocialFeedbackDetail({
  item,
  detail,
}: {
  item: PublicSocialFeedback;
  detail: Detail | null;
}) {
  const t = useT();
  const language = useLanguage();
  const day = (iso: string) => formatDayMonthYear(new Date(iso), undefined, language);
  return (
    <div className={styles.page}>
      <Link className={styles.link} to="/danh-sach">
        ← {t('socialFeedback.detail.back')}
      </Link>
      <article className={record.card} data-testid="social-feedback-detail">
        <div className={styles.itemTop}>
          <h1 className={record.title}>{item.organisationName}</h1>
          <SocialFeedbackStatusBadge status={item.status} />
        </div>
        <p className={styles.muted}>{t('socialFeedback.list.sentOn', { date: day(item.createdAt) })}</p>
        {detail ? (
          <>
            <p className={styles.note}>{t('socialFeedback.detail.yours')}</p>
            <dl className={record.facts}>
              <dt>{t('socialFeedback.detail.decisionNumber')}</dt>
              <dd>{detail.decisionNumber}</dd>
              <dt>{t('socialFeedback.detail.email')}</dt>
              <dd>{detail.email}</dd>
            </dl>
            <p className={record.text}>{detail.content}</p>
            <ul className={styles.gallery} aria-label={t('socialFeedback.detail.pictures')}>
              {detail.images.map((image, index) => (
                <li key={image.key}>
                  <a href={image.largeUrl} target="_blank" rel="noreferrer">
                    <img src={image.url} alt={t('socialFeedback.form.pictureAlt', { index: index + 1 })} />
                  </a>
                </li>
              ))}
            </ul>
            <section className={styles.answer}>
              <h2 className={styles.answerTitle}>{t('socialFeedback.detail.answer')}</h2>
              {detail.answer && detail.answeredAt ? (
                <>
                  <p className={styles.muted}>
                    {t('socialFeedback.detail.answeredOn', { date: day(detail.answeredAt) })}
                  </p>
                  <p className={record.text}>{detail.answer}</p>
                </>
              ) : (
                <p className={styles.muted}>{t('socialFeedback.detail.noAnswer')}</p>
              )}
            </section>
          </>
        ) : (
          <p className={record.text}>{item.excerpt}</p>
        )}
      </article>
    </div>
  );
}
