import type { FormEventHandler, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import fieldStyles from '../../../ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../../ui/field-frame';
import { Modal } from '../../../ui/modal';
import styles from './seller-order-detail.module.css';

/** A labelled text box for the dialogs (a reason, a note, a comment), its error beside it. */
export function TextArea({
  label,
  error,
  hint,
  required,
  ref,
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const ids = useFieldIds(undefined, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      <textarea
        {...rest}
        ref={ref}
        id={ids.controlId}
        className={[fieldStyles.control, styles.textarea].join(' ')}
        required={required}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        data-autofocus
      />
    </FieldFrame>
  );
}

/** Shared frame: a form inside the modal so Enter submits, and the server's message on top. */
export function DialogForm({
  title,
  description,
  onClose,
  onSubmit,
  formRef,
  submitLabel,
  closeLabel,
  busy,
  serverError,
  danger,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formRef: Ref<HTMLFormElement>;
  submitLabel: string;
  closeLabel: string;
  busy: boolean;
  serverError: string | undefined;
  danger?: boolean;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Modal
      open
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
      <form id={formId} ref={formRef} onSubmit={onSubmit} className={styles.dialogForm} noValidate>
        {serverError && <Alert tone="error">{serverError}</Alert>}
        {children}
      </form>
    </Modal>
  );
}
