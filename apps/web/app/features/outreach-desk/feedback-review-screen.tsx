import type { SocialFeedbackDetail } from '@cho-dep/api/social-feedback/social-feedback-schemas';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import {
  canAnswerSocialFeedback,
  canMoveSocialFeedback,
} from '@cho-dep/core/social-feedback/social-feedback-schemas';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useLanguage, useT } from '../../lib/i18n';
import { AdminPage } from '../../ui/admin-page';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import record from '../../ui/record-detail.module.css';
import { SocialFeedbackStatusBadge } from '../../ui/social-feedback-status';
import { useToast } from '../../ui/toast';
import { FeedbackAnswerForm } from './feedback-answer-form';
import { feedbackDeskHref } from './feedback-desk-screen';
import styles from './outreach-desk.module.css';
import { moveFeedback } from './outreach-desk-api';

/**
 * /quan-tri/phan-anh/:id: one feedback in full, pictures large, the answer by e-mail and the
 * status moves core allows from where it stands.
 */
export function FeedbackReviewScreen({ item }: { item: SocialFeedbackDetail }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<string | null>(null);
  const day = (iso: string) => formatDayMonthYear(new Date(iso), undefined, language);

  async function move(status: 'reviewing' | 'closed') {
    setFailure(null);
    try {
      await moveFeedback(item.id, status);
      toast.show(t('outreachAdmin.feedback.moved'), 'success');
      await revalidator.revalidate();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('errors.INTERNAL'));
    }
  }

  return (
    <AdminPage>
      <Link className={styles.back} to={feedbackDeskHref(item.status)}>
        ← {t('outreachAdmin.feedback.back')}
      </Link>
      <article className={record.card} data-testid="feedback-review">
        <header className={styles.rowTop}>
          <h1 className={record.title}>{item.organisationName}</h1>
          <span data-testid="feedback-status">
            <SocialFeedbackStatusBadge status={item.status} />
          </span>
        </header>
        <p className={styles.muted}>
          {t('outreachAdmin.feedback.sentOn', { date: day(item.createdAt) })} ·{' '}
          {t(item.sentByMember ? 'outreachAdmin.feedback.member' : 'outreachAdmin.feedback.guest')}
        </p>
        <dl className={record.facts}>
          <dt>{t('outreachAdmin.feedback.decisionNumber')}</dt>
          <dd>{item.decisionNumber}</dd>
          <dt>{t('outreachAdmin.feedback.email')}</dt>
          <dd>
            <a href={`mailto:${item.email}`}>{item.email}</a>
          </dd>
          <dt>{t('outreachAdmin.feedback.language')}</dt>
          <dd>{t(`shell.language.${item.language}`)}</dd>
        </dl>
        <h2 className={styles.subTitle}>{t('outreachAdmin.feedback.content')}</h2>
        <p className={record.text}>{item.content}</p>
        <h2 className={styles.subTitle}>{t('outreachAdmin.feedback.pictures')}</h2>
        <ul className={styles.gallery}>
          {item.images.map((image, index) => (
            <li key={image.key}>
              <a href={image.largeUrl} target="_blank" rel="noreferrer">
                <img
                  src={image.largeUrl}
                  alt={t('outreachAdmin.feedback.pictureAlt', { index: index + 1 })}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
        {item.answer && item.answeredAt && (
          <section className={styles.previous}>
            <h2 className={styles.subTitle}>
              {t('outreachAdmin.feedback.previousAnswer', { date: day(item.answeredAt) })}
            </h2>
            <p className={record.text}>{item.answer}</p>
          </section>
        )}
        {failure && <Alert>{failure}</Alert>}
        <div className={styles.actions}>
          {canMoveSocialFeedback(item.status, 'reviewing') && (
            <Button variant="secondary" size="sm" onClick={() => void move('reviewing')}>
              {t(
                item.status === 'closed'
                  ? 'outreachAdmin.feedback.actions.reopen'
                  : 'outreachAdmin.feedback.actions.reviewing',
              )}
            </Button>
          )}
          {canMoveSocialFeedback(item.status, 'closed') && (
            <Button variant="ghost" size="sm" onClick={() => void move('closed')}>
              {t('outreachAdmin.feedback.actions.closed')}
            </Button>
          )}
        </div>
        {canAnswerSocialFeedback(item.status) ? (
          <FeedbackAnswerForm
            id={item.id}
            hint={t('outreachAdmin.feedback.answerHint', {
              email: item.email,
              language: t(`shell.language.${item.language}`),
            })}
            onDone={() => void revalidator.revalidate()}
          />
        ) : (
          <p className={styles.muted}>{t('outreachAdmin.feedback.closedNote')}</p>
        )}
      </article>
    </AdminPage>
  );
}
