import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { AdminPage } from '../../../ui/admin-page';
import { EmptyState } from '../../../ui/empty-state';
import styles from './outbox.module.css';
import { OutboxDetail } from './outbox-detail';
import { OutboxFilter } from './outbox-filter';
import { OutboxList } from './outbox-list';
import { OutboxPagination } from './outbox-pagination';
import type { OutboxRow } from './outbox-row';

export interface OutboxScreenProps {
  messages: OutboxRow[];
  total: number;
  page: number;
  pages: number;
  recipient: string;
}

/** /quan-tri/hop-thu: filter, the page of messages, pagination and the detail of one. */
export function OutboxScreen({ messages, total, page, pages, recipient }: OutboxScreenProps) {
  const t = useT();
  const [open, setOpen] = useState<OutboxRow | null>(null);
  return (
    <AdminPage title={t('outbox.admin.title')} description={t('outbox.admin.description')} withBreadcrumb>
      <OutboxFilter recipient={recipient} />
      {messages.length === 0 ? (
        <EmptyState
          title={t('outbox.admin.empty')}
          description={recipient ? t('outbox.admin.emptyFiltered', { recipient }) : undefined}
        />
      ) : (
        <section className={styles.results} aria-labelledby="outbox-total">
          <p id="outbox-total" className={styles.total} aria-live="polite">
            {t('outbox.admin.total', { count: total })}
          </p>
          <OutboxList messages={messages} onOpen={setOpen} />
          <OutboxPagination page={page} pages={pages} recipient={recipient} />
        </section>
      )}
      <OutboxDetail message={open} onClose={() => setOpen(null)} />
    </AdminPage>
  );
}
