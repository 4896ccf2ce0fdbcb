import { useState } from 'react';
import { ApiError } from '../lib/api-client';
import { useT } from '../lib/i18n';
import { Alert } from './alert';
import { Button, type ButtonVariant } from './button';
import { Modal } from './modal';

/**
 * "Are you sure?" before an action that changes what buyers see or removes something. The
 * action runs inside the dialog: while it runs the button spins, and a refusal from the server
 * is shown in the dialog instead of closing it.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  tone?: Extract<ButtonVariant, 'primary' | 'danger'>;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="neutral" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={busy} onClick={() => void confirm()} data-autofocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error && <Alert>{error}</Alert>}
      <p>{body}</p>
    </Modal>
  );
}
