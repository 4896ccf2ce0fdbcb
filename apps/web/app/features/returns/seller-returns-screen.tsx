import type { ReturnStatus } from '@cho-dep/core/returns/return-statuses';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useMutation } from '../../lib/query-cache';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { ReturnSummary } from './return-summary';
import styles from './returns.module.css';
import {
  type ReturnView,
  type SellerAction,
  sellerAct,
  sellerRejectRequest,
  uploadReturnFile,
} from './returns-api';
import { StatusTabs } from './status-tabs';
import { useReturnList } from './use-return-list';

/** The seller centre's refund requests (/ban-hang/tra-hang-hoan-tien): agree, reject with evidence, mark received. */
export function SellerReturnsScreen() {
  const t = useT();
  const toast = useToast();
  const [status, setStatus] = useState<ReturnStatus | null>(null);
  const { list, failed, replace } = useReturnList('seller', status);
  const [rejecting, setRejecting] = useState<ReturnView | null>(null);
  const act = useMutation({
    mutationFn: ({ request, action }: { request: ReturnView; action: SellerAction }) =>
      sellerAct(request.id, action),
    onSuccess: (next) => {
      replace(next);
      toast.show(t('returns.done'), 'success');
    },
    onError: (e) => toast.show(e instanceof ApiError ? e.message : t('errors.INTERNAL'), 'error'),
  });
  const busy = act.isPending ? act.variables.request.id : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('returns.seller.heading')}</h1>
      <StatusTabs value={status} onChange={setStatus} />
      {failed && <Alert tone="error">{t('errors.INTERNAL')}</Alert>}
      {!list && !failed && <Spinner />}
      {list?.data.length === 0 && <EmptyState title={t('returns.seller.empty')} />}
      {list?.data.map((request) => (
        <div key={request.id} className={styles.card} data-testid="seller-return">
          <ReturnSummary request={request} />
          <div className={styles.actions}>
            {request.actions.includes('seller_agree') && (
              <Button loading={busy === request.id} onClick={() => act.mutate({ request, action: 'agree' })}>
                {t('returns.seller.agree')}
              </Button>
            )}
            {request.actions.includes('seller_reject') && (
              <Button variant="secondary" onClick={() => setRejecting(request)}>
                {t('returns.seller.reject')}
              </Button>
            )}
            {request.actions.includes('seller_received') && (
              <Button
                loading={busy === request.id}
                onClick={() => act.mutate({ request, action: 'received' })}
              >
                {t('returns.seller.received')}
              </Button>
            )}
          </div>
        </div>
      ))}
      {rejecting && (
        <RejectModal
          request={rejecting}
          onClose={() => setRejecting(null)}
          onDone={(next) => {
            replace(next);
            setRejecting(null);
            toast.show(t('returns.done'), 'success');
          }}
        />
      )}
    </div>
  );
}

/** A rejection needs a reason, a photo and an email (product.md §4). */
function RejectModal({
  request,
  onClose,
  onDone,
}: {
  request: ReturnView;
  onClose: () => void;
  onDone: (next: ReturnView) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [email, setEmail] = useState('');
  const [photo, setPhoto] = useState<{ key: string; url: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function upload(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      setPhoto(await uploadReturnFile(file));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('errors.INTERNAL'));
    } finally {
      setBusy(false);
    }
  }

  async function send() {
    setBusy(true);
    setError(null);
    try {
      onDone(await sellerRejectRequest(request.id, { reason, photoId: photo?.key ?? '', email }));
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors(e.fieldMap());
        if (e.fields.length === 0) setError(e.message);
      } else setError(t('errors.INTERNAL'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('returns.seller.rejectTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('returns.seller.close')}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void send()}>
            {t('returns.seller.send')}
          </Button>
        </>
      }
    >
      <div className={styles.items}>
        <TextField
          label={t('returns.seller.rejectReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
          required
        />
        <label className={styles.label}>
          {t('returns.seller.rejectPhoto')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(e) => void upload(e.target.files)}
          />
          {errors.photoId && <span role="alert">{errors.photoId}</span>}
        </label>
        {photo && <img className={styles.thumb} src={photo.url} alt={t('returns.seller.rejectPhoto')} />}
        <TextField
          label={t('returns.seller.rejectEmail')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
