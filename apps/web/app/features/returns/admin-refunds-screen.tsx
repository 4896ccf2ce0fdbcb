import type { ReturnStatus } from '@cho-dep/core/returns/return-statuses';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useMutation } from '../../lib/query-cache';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { ReturnSummary } from './return-summary';
import styles from './returns.module.css';
import { type AdminAction, adminAct, type ReturnView } from './returns-api';
import { StatusTabs } from './status-tabs';
import { useReturnList } from './use-return-list';

const ACTIONS: [AdminAction, 'admin_approve' | 'admin_reject' | 'admin_complete', 'primary' | 'secondary'][] =
  [
    ['approve', 'admin_approve', 'primary'],
    ['complete', 'admin_complete', 'primary'],
    ['reject', 'admin_reject', 'secondary'],
  ];

/** The admin's refund queue (/quan-tri/hoan-tien): approve (the refund goes out), reject the complaint, complete. */
export function AdminRefundsScreen() {
  const t = useT();
  const toast = useToast();
  const [status, setStatus] = useState<ReturnStatus | null>('refund_in_transit');
  const { list, failed, replace } = useReturnList('admin', status);
  const act = useMutation({
    mutationFn: ({ request, action }: { request: ReturnView; action: AdminAction }) =>
      adminAct(request.id, action),
    onSuccess: (next) => {
      replace(next);
      toast.show(t('returns.done'), 'success');
    },
    onError: (e) => toast.show(e instanceof ApiError ? e.message : t('errors.INTERNAL'), 'error'),
  });
  const busy = act.isPending ? `${act.variables.request.id}:${act.variables.action}` : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('returns.admin.heading')}</h1>
      <StatusTabs value={status} onChange={setStatus} />
      {failed && <Alert tone="error">{t('errors.INTERNAL')}</Alert>}
      {!list && !failed && <Spinner />}
      {list?.data.length === 0 && <EmptyState title={t('returns.seller.empty')} />}
      {list?.data.map((request) => (
        <div key={request.id} className={styles.card} data-testid="admin-return">
          <ReturnSummary request={request} />
          <div className={styles.actions}>
            {ACTIONS.filter(([, event]) => request.actions.includes(event)).map(([action, , variant]) => (
              <Button
                key={action}
                variant={variant}
                loading={busy === `${request.id}:${action}`}
                onClick={() => act.mutate({ request, action })}
              >
                {t(`returns.admin.${action}`)}
              </Button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
