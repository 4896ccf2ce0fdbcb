import type { AuditEntry, AuditLog } from '@cho-dep/api/admin/admin-audit-log';
import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_TARGETS } from '@cho-dep/core/admin/admin-audit-codes';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { PLATFORM_VOUCHERS_PATH } from '@cho-dep/core/navigation/role-workspaces';
import type { CSSProperties } from 'react';
import { Form, Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { AdminPage } from '../../../ui/admin-page';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Pagination } from '../../../ui/pagination';
import { SelectField } from '../../../ui/select-field';
import styles from './admin-review.module.css';
import { AUDIT_PATH, type AuditQuery, auditHref, PRODUCTS_PATH, pageCount, SHOPS_PATH } from './review-query';

const COLUMNS = {
  '--columns': 'minmax(0, 1.2fr) minmax(0, 1.4fr) minmax(0, 1.3fr) minmax(0, 2fr) minmax(0, 2.4fr)',
} as CSSProperties;

const TONE = {
  approve: 'success',
  reject: 'danger',
  complete: 'info',
  create: 'success',
  update: 'info',
  end: 'warning',
  delete: 'danger',
} as const;

/** Where the line's target is handled: the application, the product, the refund queue. */
function targetHref(entry: AuditEntry): string {
  switch (entry.targetType) {
    case 'shop':
      return `${SHOPS_PATH}/${entry.targetId}`;
    case 'product':
      return `${PRODUCTS_PATH}/${entry.targetId}`;
    case 'voucher':
      return `${PLATFORM_VOUCHERS_PATH}/chi-tiet/${entry.targetId}`;
    default:
      return '/quan-tri/hoan-tien';
  }
}

/** A readable name of the target kept in the line's details (the shop's or product's name then). */
function targetName(entry: AuditEntry): string {
  const details = entry.details;
  const name = details.productName ?? details.shopName ?? details.code;
  return typeof name === 'string' ? name : entry.targetId.slice(0, 8);
}

/** /quan-tri/nhat-ky: every admin decision, newest first, filtered by target and action. */
export function AuditLogScreen({ log, query }: { log: AuditLog; query: AuditQuery }) {
  const t = useT();
  const language = useLanguage();
  const pages = pageCount(log.total, log.pageSize);
  const filtered = Boolean(query.targetType || query.action);
  return (
    <AdminPage title={t('admin.audit.title')} description={t('admin.audit.description')} withBreadcrumb>
      <Form
        method="get"
        action={AUDIT_PATH}
        className={styles.filters}
        key={`${query.targetType}-${query.action}`}
      >
        <SelectField
          label={t('admin.audit.targetFilter')}
          name="targetType"
          defaultValue={query.targetType ?? ''}
          placeholder={t('admin.audit.allTargets')}
          options={ADMIN_AUDIT_TARGETS.map((value) => ({ value, label: t(`admin.audit.target.${value}`) }))}
        />
        <SelectField
          label={t('admin.audit.actionFilter')}
          name="action"
          defaultValue={query.action ?? ''}
          placeholder={t('admin.audit.allActions')}
          options={ADMIN_AUDIT_ACTIONS.map((value) => ({ value, label: t(`admin.audit.action.${value}`) }))}
        />
        <Button type="submit">{t('admin.audit.apply')}</Button>
      </Form>
      {log.data.length === 0 ? (
        <EmptyState title={t('admin.audit.empty')} />
      ) : (
        <>
          <p className={styles.total}>{t('admin.home.entries', { count: log.total })}</p>
          <div style={COLUMNS}>
            <div className={styles.head} aria-hidden="true">
              <span>{t('admin.audit.columns.time')}</span>
              <span>{t('admin.audit.columns.admin')}</span>
              <span>{t('admin.audit.columns.action')}</span>
              <span>{t('admin.audit.columns.target')}</span>
              <span>{t('admin.audit.columns.reason')}</span>
            </div>
            <ul className={styles.list}>
              {log.data.map((entry) => {
                const verb = entry.action.split('.')[1] as keyof typeof TONE;
                return (
                  <li key={entry.id}>
                    <div className={styles.row} data-testid="audit-entry">
                      <span className={styles.cell}>{formatDateTime(entry.createdAt, language)}</span>
                      <span className={styles.cell}>
                        <span className={styles.label}>{t('admin.audit.columns.admin')}:</span>
                        {entry.admin.name}
                      </span>
                      <span className={styles.cell}>
                        <Badge tone={TONE[verb] ?? 'neutral'}>
                          {t(`admin.audit.action.${entry.action}`)}
                        </Badge>
                      </span>
                      <span className={styles.cell}>
                        <span className={styles.label}>{t(`admin.audit.target.${entry.targetType}`)}:</span>
                        <Link to={targetHref(entry)}>{targetName(entry)}</Link>
                      </span>
                      <span className={styles.cell}>
                        {entry.reason ? (
                          <>
                            <span className={styles.label}>{t('admin.audit.columns.reason')}:</span>
                            <span>{entry.reason}</span>
                          </>
                        ) : (
                          <span className={styles.muted}>—</span>
                        )}
                      </span>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
          <Pagination
            page={log.page}
            pages={pages}
            href={(page) => auditHref({ ...query, page })}
            label={t('admin.paginationLabel')}
          />
        </>
      )}
      {filtered && log.data.length === 0 && (
        <Link to={AUDIT_PATH} className={styles.muted}>
          {t('admin.audit.clear')}
        </Link>
      )}
    </AdminPage>
  );
}
