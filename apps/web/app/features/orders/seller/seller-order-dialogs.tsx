import { LIMITS } from '@cho-dep/core/constants/limits';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import fieldStyles from '../../../ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../../ui/field-frame';
import { Modal } from '../../../ui/modal';
import { RadioGroup } from '../../../ui/radio-group';
import { TextField } from '../../../ui/text-field';
import styles from './seller-order-detail.module.css';

const L = LIMITS.sellerOrders;

/** What a dialog gives back: nothing, or the server's message to show inside it. */
type Submit<T> = (value: T) => Promise<string | null>;

function TextArea({
  label,
  value,
  onChange,
  maxLength,
  error,
  hint,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string;
  hint?: string;
  required?: boolean;
}) {
  const ids = useFieldIds(undefined, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      <textarea
        id={ids.controlId}
        className={[fieldStyles.control, styles.textarea].join(' ')}
        value={value}
        maxLength={maxLength}
        required={required}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
        data-autofocus
      />
    </FieldFrame>
  );
}

/** Shared frame: a form inside the modal so Enter submits, and the server's error on top. */
function DialogForm({
  open,
  title,
  description,
  onClose,
  onSubmit,
  submitLabel,
  closeLabel,
  busy,
  serverError,
  danger,
  children,
}: {
  open: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  closeLabel: string;
  busy: boolean;
  serverError: string | null;
  danger?: boolean;
  children: React.ReactNode;
}) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <div className={styles.dialogActions}>
          <Button type="button" variant="neutral" onClick={onClose}>
            {closeLabel}
          </Button>
          <Button type="submit" form={formId} loading={busy} variant={danger ? 'danger' : 'primary'}>
            {submitLabel}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} className={styles.dialogForm} noValidate>
        {serverError && <Alert tone="error">{serverError}</Alert>}
        {children}
      </form>
    </Modal>
  );
}

/** Runs a dialog's submit: busy while it runs, the server's message kept, closed on success. */
function useDialogSubmit<T>(submit: Submit<T>, onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const run = async (value: T) => {
    setBusy(true);
    setServerError(null);
    const problem = await submit(value);
    setBusy(false);
    if (problem) setServerError(problem);
    else onClose();
  };
  return { busy, serverError, run, reset: () => setServerError(null) };
}

export function CancelDialog({
  code,
  onClose,
  onSubmit,
}: {
  code: string;
  onClose: () => void;
  onSubmit: Submit<string>;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, serverError, run } = useDialogSubmit(onSubmit, onClose);
  return (
    <DialogForm
      open
      title={t('sellerOrders.cancelDialog.title', { code })}
      description={t('sellerOrders.cancelDialog.description')}
      onClose={onClose}
      onSubmit={() => {
        if (!reason.trim()) return setError(t('sellerOrders.cancelDialog.reasonRequired'));
        void run(reason.trim());
      }}
      submitLabel={t('sellerOrders.cancelDialog.submit')}
      closeLabel={t('sellerOrders.cancelDialog.keep')}
      busy={busy}
      serverError={serverError}
      danger
    >
      <TextArea
        label={t('sellerOrders.cancelDialog.reason')}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
        maxLength={L.cancelReasonMax}
        error={error}
        required
      />
    </DialogForm>
  );
}

export type ShipChoice = { method: 'ghn' | 'ghtk' } | { method: 'self'; waybillCode: string };

/**
 * Hands the parcel over. The way is the one the buyer chose at checkout (the API refuses any
 * other): a carrier (GHN, GHTK) gets a shipment order; the shop delivering itself must give
 * the waybill code the buyer will see.
 */
export function ShipDialog({
  code,
  method,
  onClose,
  onSubmit,
}: {
  code: string;
  method: 'ghn' | 'ghtk' | 'self';
  onClose: () => void;
  onSubmit: Submit<ShipChoice>;
}) {
  const t = useT();
  const [waybill, setWaybill] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, serverError, run } = useDialogSubmit(onSubmit, onClose);
  return (
    <DialogForm
      open
      title={t('sellerOrders.shipDialog.title', { code })}
      onClose={onClose}
      onSubmit={() => {
        if (method === 'self') {
          if (!waybill.trim()) return setError(t('sellerOrders.shipDialog.waybillRequired'));
          void run({ method: 'self', waybillCode: waybill.trim() });
        } else void run({ method });
      }}
      submitLabel={t('sellerOrders.shipDialog.submit')}
      closeLabel={t('sellerOrders.shipDialog.close')}
      busy={busy}
      serverError={serverError}
    >
      <p>
        {t('sellerOrders.shipDialog.method')}:{' '}
        <strong>
          {method === 'self' ? t('sellerOrders.shipDialog.self') : t(`sellerOrders.shipping.${method}`)}
        </strong>
      </p>
      {method === 'self' ? (
        <TextField
          label={t('sellerOrders.shipDialog.waybill')}
          value={waybill}
          onChange={(event) => {
            setWaybill(event.target.value);
            setError(undefined);
          }}
          maxLength={40}
          error={error}
          required
          autoComplete="off"
          data-autofocus
        />
      ) : (
        <p className={styles.muted}>{t('sellerOrders.shipDialog.carrierHint')}</p>
      )}
    </DialogForm>
  );
}

export function NoteDialog({
  code,
  initial,
  onClose,
  onSubmit,
}: {
  code: string;
  initial: string;
  onClose: () => void;
  onSubmit: Submit<string>;
}) {
  const t = useT();
  const [note, setNote] = useState(initial);
  const { busy, serverError, run } = useDialogSubmit(onSubmit, onClose);
  return (
    <DialogForm
      open
      title={t('sellerOrders.noteDialog.title', { code })}
      onClose={onClose}
      onSubmit={() => void run(note)}
      submitLabel={t('sellerOrders.noteDialog.save')}
      closeLabel={t('sellerOrders.noteDialog.close')}
      busy={busy}
      serverError={serverError}
    >
      <TextArea
        label={t('sellerOrders.noteDialog.label')}
        value={note}
        onChange={setNote}
        maxLength={L.noteMax}
        hint={t('sellerOrders.noteDialog.counter', { count: Array.from(note).length, max: L.noteMax })}
      />
    </DialogForm>
  );
}

export function RatingDialog({
  onClose,
  onSubmit,
}: {
  onClose: () => void;
  onSubmit: Submit<{ stars: number; comment: string }>;
}) {
  const t = useT();
  const [stars, setStars] = useState<string>('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, serverError, run } = useDialogSubmit(onSubmit, onClose);
  const options = [5, 4, 3, 2, 1].map((n) => ({
    value: String(n),
    label: t('sellerOrders.ratingDialog.star', { count: n }),
  }));
  return (
    <DialogForm
      open
      title={t('sellerOrders.ratingDialog.title')}
      onClose={onClose}
      onSubmit={() => {
        if (!stars) return setError(t('sellerOrders.ratingDialog.starsRequired'));
        void run({ stars: Number(stars), comment: comment.trim() });
      }}
      submitLabel={t('sellerOrders.ratingDialog.submit')}
      closeLabel={t('sellerOrders.ratingDialog.close')}
      busy={busy}
      serverError={serverError}
    >
      <RadioGroup
        legend={t('sellerOrders.ratingDialog.stars')}
        name="buyer-stars"
        value={stars}
        onChange={(value) => {
          setStars(value);
          setError(undefined);
        }}
        options={options}
        direction="horizontal"
        error={error}
        required
      />
      <TextArea
        label={t('sellerOrders.ratingDialog.comment')}
        value={comment}
        onChange={setComment}
        maxLength={L.buyerRatingCommentMax}
        hint={t('sellerOrders.noteDialog.counter', {
          count: Array.from(comment).length,
          max: L.buyerRatingCommentMax,
        })}
      />
    </DialogForm>
  );
}
