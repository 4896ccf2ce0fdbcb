import type { ContactMessageView } from '@cho-dep/api/landing/contact-messages';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import type { ContactStatus } from '@cho-dep/core/landing/contact-message-schema';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useLanguage, useT } from '../../lib/i18n';
import { AdminPage } from '../../ui/admin-page';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Button, buttonClassName } from '../../ui/button';
import record from '../../ui/record-detail.module.css';
import { useToast } from '../../ui/toast';
import { contactInboxHref } from './contact-inbox-screen';
import styles from './outreach-desk.module.css';
import { markContactMessage } from './outreach-desk-api';

/** /quan-tri/lien-he/:id: one message (opening it marked it read), replied to from the admin's mail. */
export function ContactMessageScreen({ message: initial }: { message: ContactMessageView }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const [message, setMessage] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);

  async function mark(status: ContactStatus) {
    setFailure(null);
    try {
      setMessage(await markContactMessage(message.id, status));
      toast.show(t('outreachAdmin.contact.saved'), 'success');
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('errors.INTERNAL'));
    }
  }

  return (
    <AdminPage>
      <Link className={styles.back} to={contactInboxHref(message.status)}>
        ← {t('outreachAdmin.contact.back')}
      </Link>
      <article className={record.card} data-testid="contact-message">
        <header className={styles.rowTop}>
          <h1 className={record.title}>{message.name}</h1>
          <Badge
            tone={
              message.status === 'new' ? 'primary' : message.status === 'answered' ? 'success' : 'neutral'
            }
          >
            {t(`outreachAdmin.contact.status.${message.status}`)}
          </Badge>
        </header>
        <p className={styles.muted}>
          {t('outreachAdmin.contact.receivedOn', {
            date: formatDayMonthYear(new Date(message.createdAt), undefined, language),
          })}
        </p>
        <dl className={record.facts}>
          <dt>{t('outreachAdmin.contact.email')}</dt>
          <dd>{message.email}</dd>
          <dt>{t('outreachAdmin.contact.phone')}</dt>
          <dd>{message.phone}</dd>
          <dt>{t('outreachAdmin.contact.website')}</dt>
          <dd>
            <a href={message.website} target="_blank" rel="noreferrer nofollow">
              {message.website}
            </a>
          </dd>
        </dl>
        <h2 className={styles.subTitle}>{t('outreachAdmin.contact.message')}</h2>
        <p className={record.text}>{message.message}</p>
        {failure && <Alert>{failure}</Alert>}
        <div className={styles.actions}>
          <a className={buttonClassName({ variant: 'primary', size: 'sm' })} href={`mailto:${message.email}`}>
            {t('outreachAdmin.contact.replyByMail')}
          </a>
          {message.status !== 'answered' && (
            <Button variant="secondary" size="sm" onClick={() => void mark('answered')}>
              {t('outreachAdmin.contact.markAnswered')}
            </Button>
          )}
          {message.status !== 'new' && (
            <Button variant="ghost" size="sm" onClick={() => void mark('new')}>
              {t('outreachAdmin.contact.markNew')}
            </Button>
          )}
        </div>
      </article>
    </AdminPage>
  );
}
