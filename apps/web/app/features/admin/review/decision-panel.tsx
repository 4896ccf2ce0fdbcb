import { formatDateTime } from '@cho-dep/core/format/date-time';
import { type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useLanguage, useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { RejectDialog } from '../../../ui/reject-dialog';
import { useToast } from '../../../ui/toast';
import styles from './admin-review.module.css';
import { approve, type ReviewTarget, reject } from './review-api';

export interface DecisionState {
  status: string;
  rejectReason: string | null;
  decidedAt: string | null;
}

const TONE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const tone = TONE[status as keyof typeof TONE] ?? 'neutral';
  const label = status in TONE ? t(`admin.tabs.${status}`) : status;
  return <Badge tone={tone}>{label}</Badge>;
}

/**
 * The status of a shop application or a product and, while it is pending, the admin's two
 * answers. After a decision the page's loader runs again, so what is shown is what the
 * database holds; someone else's decision a moment earlier comes back as a 409 message.
 */
export function DecisionPanel({
  target,
  id,
  state,
  children,
}: {
  target: ReviewTarget;
  id: string;
  state: DecisionState;
  /** More about the outcome, under the status (e.g. whether the product shows in search). */
  children?: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ns = target === 'shop' ? 'admin.shops' : 'admin.products';

  async function onApprove() {
    setBusy(true);
    setFailure(null);
    try {
      await approve(target, id);
      toast.show(t(`${ns}.approved`), 'success');
      await revalidator.revalidate();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('errors.INTERNAL'));
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  async function onReject(reason: string) {
    await reject(target, id, reason);
    setRejecting(false);
    toast.show(t(`${ns}.rejected`), 'success');
    await revalidator.revalidate();
  }

  return (
    <section className={styles.decision} aria-live="polite">
      <div className={styles.status}>
        <StatusBadge status={state.status} />
        {state.decidedAt && state.status !== 'pending' && (
          <span className={styles.muted}>
            {t('admin.decidedAt')}: {formatDateTime(state.decidedAt, language)}
          </span>
        )}
      </div>
      {state.status === 'rejected' && state.rejectReason && (
        <p className={styles.description}>
          <strong>{t('admin.rejectReason')}:</strong> {state.rejectReason}
        </p>
      )}
      {children}
      {failure && <Alert tone="error">{failure}</Alert>}
      {state.status === 'pending' && (
        <div className={styles.decisionButtons}>
          <Button variant="secondary" onClick={() => setRejecting(true)} disabled={busy}>
            {t('admin.reject')}
          </Button>
          <Button variant="primary" onClick={() => void onApprove()} loading={busy}>
            {t('admin.approve')}
          </Button>
        </div>
      )}
      <RejectDialog
        open={rejecting}
        title={t(target === 'shop' ? 'admin.rejectDialog.shopTitle' : 'admin.rejectDialog.productTitle')}
        onClose={() => setRejecting(false)}
        onReject={onReject}
      />
    </section>
  );
}
