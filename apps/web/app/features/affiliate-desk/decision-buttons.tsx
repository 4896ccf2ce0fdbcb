import { LIMITS } from '@cho-dep/core/constants/limits';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { RejectDialog } from '../../ui/reject-dialog';
import { showOnNextPage, useToast } from '../../ui/toast';
import styles from './affiliate-desk.module.css';
import { type DeskTarget, decide } from './desk-api';

const NS = { kol: 'kols', campaign: 'campaigns', review: 'reviews' } as const;

/**
 * "Duyệt" and "Từ chối" for one request. A rejection asks for the reason its recipient reads
 * (the KOL, the seller, the KOL whose commission is refused). After either answer `onDone`
 * shows the queue as the database holds it; someone else's decision a moment earlier comes
 * back as the API's message.
 */
export function DecisionButtons({
  target,
  id,
  words,
  onDone,
  leaves = false,
}: {
  target: DeskTarget;
  id: string;
  /** What the success message names: the KOL, the campaign, the order code. */
  words: Record<string, string>;
  onDone: () => Promise<void> | void;
  /** `onDone` opens another page (the queue), where the success message shows. */
  leaves?: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ns = `affiliateAdmin.${NS[target]}`;
  const say = (message: string) =>
    leaves ? showOnNextPage(message, 'success') : toast.show(message, 'success');

  async function onApprove() {
    setBusy(true);
    setFailure(null);
    try {
      await decide(target, id, { decision: 'approve' });
      say(t(`${ns}.approved`, words));
      await onDone();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('affiliateAdmin.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function onReject(reason: string) {
    await decide(target, id, { decision: 'reject', reason });
    setRejecting(false);
    say(t(`${ns}.rejected`, words));
    await onDone();
  }

  return (
    <div className={styles.decision}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => setRejecting(true)} disabled={busy}>
          {t('affiliateAdmin.reject')}
        </Button>
        <Button variant="primary" onClick={() => void onApprove()} loading={busy}>
          {t('affiliateAdmin.approve')}
        </Button>
      </div>
      <RejectDialog
        open={rejecting}
        title={t(`${ns}.rejectTitle`)}
        onClose={() => setRejecting(false)}
        onReject={onReject}
        words={{
          label: t('affiliateAdmin.reasonLabel'),
          hint: t('affiliateAdmin.reasonHint', { max: LIMITS.affiliate.rejectReasonMax }),
          submit: t('affiliateAdmin.reasonSubmit'),
        }}
      />
    </div>
  );
}
