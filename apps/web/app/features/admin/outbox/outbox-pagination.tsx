import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { buttonClassName } from '../../../ui/button';
import styles from './outbox.module.css';
import { outboxHref } from './outbox-query';

/** Previous / "Page 2 of 5" / next; the filter is kept. Hidden when everything fits on one page. */
export function OutboxPagination({
  page,
  pages,
  recipient,
}: {
  page: number;
  pages: number;
  recipient: string;
}) {
  const t = useT();
  if (pages <= 1) return null;
  const look = buttonClassName({ variant: 'secondary', size: 'sm' });
  return (
    <nav className={styles.pagination} aria-label={t('outbox.admin.pagination.label')}>
      {page > 1 ? (
        <Link to={outboxHref({ page: page - 1, recipient })} className={look} rel="prev">
          {t('outbox.admin.pagination.previous')}
        </Link>
      ) : (
        <span className={styles.pageSpacer} />
      )}
      <span className={styles.pageStatus} aria-current="page">
        {t('outbox.admin.pagination.status', { page, pages })}
      </span>
      {page < pages ? (
        <Link to={outboxHref({ page: page + 1, recipient })} className={look} rel="next">
          {t('outbox.admin.pagination.next')}
        </Link>
      ) : (
        <span className={styles.pageSpacer} />
      )}
    </nav>
  );
}
