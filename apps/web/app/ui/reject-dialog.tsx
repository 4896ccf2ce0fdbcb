import { rejectDecisionSchema } from '@cho-dep/core/admin/admin-decision-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../lib/i18n';
import { useFormErrors } from '../lib/use-form-errors';
import { Alert } from './alert';
import { Button } from './button';
import fieldStyles from './field.module.css';
import { FieldFrame, useFieldIds } from './field-frame';
import { Modal } from './modal';
import styles from './reject-dialog.module.css';

/**
 * The reason dialog of a rejection: checked with the same schema as the API (10-500
 * characters after trimming), so the admin sees the problem before sending; the server's
 * refusal (already decided by someone else, 409) shows inside the dialog.
 */
export function RejectDialog({
  open,
  title,
  onClose,
  onReject,
  words,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
  /** Other words for the field and the button (a moderator's reason goes to a member, not a seller). */
  words?: { label: string; hint: string; submit: string };
}) {
  const t = useT();
  const formId = useId();
  const [reason, setReason] = useState('');
  const errors = useFormErrors();
  const limits = { min: LIMITS.admin.rejectReasonMin, max: LIMITS.admin.rejectReasonMax };
  const hint = words?.hint ?? t('admin.rejectDialog.hint', limits);
  const ids = useFieldIds(undefined, hint, errors.fields.reason);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = errors.validate(rejectDecisionSchema, { reason });
    if (!valid) return;
    const done = await errors.run(() => onReject(valid.reason));
    if (done) setReason('');
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={errors.busy}>
            {t('admin.rejectDialog.cancel')}
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={errors.busy}>
            {words?.submit ?? t('admin.rejectDialog.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <FieldFrame
          ids={ids}
          label={words?.label ?? t('admin.rejectDialog.label')}
          hint={hint}
          error={errors.fields.reason}
          required
        >
          <textarea
            id={ids.controlId}
            name="reason"
            className={[fieldStyles.control, styles.textarea].join(' ')}
            value={reason}
            maxLength={LIMITS.admin.rejectReasonMax}
            rows={5}
            aria-invalid={errors.fields.reason ? true : undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => {
              setReason(event.target.value);
              errors.clear('reason');
            }}
            data-autofocus
          />
        </FieldFrame>
        <p className={styles.counter} aria-hidden="true">
          {reason.trim().length}/{LIMITS.admin.rejectReasonMax}
        </p>
      </form>
    </Modal>
  );
}
