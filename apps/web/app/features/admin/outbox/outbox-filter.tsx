import { LIMITS } from '@cho-dep/core/constants/limits';
import { Form, Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { Button, buttonClassName } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import styles from './outbox.module.css';
import { OUTBOX_PATH } from './outbox-query';

/**
 * A plain GET form, so the filter lives in the address (shareable, back button works) and
 * works before the page's script has loaded. Searching starts again at the first page.
 */
export function OutboxFilter({ recipient }: { recipient: string }) {
  const t = useT();
  return (
    <Form method="get" action={OUTBOX_PATH} role="search" className={styles.filter}>
      <TextField
        // A new key when the address changes resets the field to the filter in force.
        key={recipient}
        className={styles.filterField}
        label={t('outbox.admin.filterRecipient')}
        name="recipient"
        type="search"
        defaultValue={recipient}
        placeholder={t('outbox.admin.recipientPlaceholder')}
        maxLength={LIMITS.admin.outboxRecipientFilterMax}
        autoComplete="off"
        inputMode="email"
      />
      <div className={styles.filterActions}>
        <Button type="submit">{t('outbox.admin.search')}</Button>
        {recipient && (
          <Link to={OUTBOX_PATH} className={buttonClassName({ variant: 'ghost' })}>
            {t('outbox.admin.clearFilter')}
          </Link>
        )}
      </div>
    </Form>
  );
}
