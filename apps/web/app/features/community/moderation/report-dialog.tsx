import {
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
  reportInputSchema,
} from '@cho-dep/core/community/report-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { type FormEvent, useId, useState } from 'react';
import { call, client } from '../../../lib/api-fetch';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import fieldStyles from '../../../ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../../ui/field-frame';
import { Modal } from '../../../ui/modal';
import { RadioGroup } from '../../../ui/radio-group';
import { useToast } from '../../../ui/toast';
import styles from './report-dialog.module.css';

export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
}

/**
 * The report form: a reason (spam, offensive, fake goods or scam, nudity, harassment, other)
 * and a note, checked with the API's own schema ("other" needs a note). Sending twice is
 * harmless: the API keeps one open report per member and target.
 */
export function ReportDialog({
  open,
  onClose,
  targetType,
  targetId,
}: ReportTarget & { open: boolean; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const formId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const errors = useFormErrors();
  const noteLabel =
    reason === 'other' ? t('moderation.report.noteLabelRequired') : t('moderation.report.noteLabel');
  const noteIds = useFieldIds(undefined, undefined, errors.fields.note);

  function close() {
    errors.clear();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = errors.validate(reportInputSchema, {
      targetType,
      targetId,
      reason: reason || undefined,
      note,
    });
    if (!valid) return;
    const done = await errors.run(() => call(client.POST('/community/v1/reports', { body: valid })));
    if (!done) return;
    setReason('');
    setNote('');
    toast.show(t('moderation.report.sent'), 'success');
    onClose();
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('moderation.report.title')}
      description={t('moderation.report.description')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={errors.busy}>
            {t('moderation.report.cancel')}
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={errors.busy}>
            {t('moderation.report.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={errors.formRef} onSubmit={submit} noValidate className={styles.form}>
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <RadioGroup
          legend={t('moderation.report.reasonLegend')}
          name="reason"
          options={REPORT_REASONS.map((value) => ({ value, label: t(`moderation.reason.${value}`) }))}
          value={reason}
          onChange={(value) => {
            setReason(value as ReportReason);
            errors.clear('reason');
          }}
          error={errors.fields.reason}
          required
        />
        <FieldFrame ids={noteIds} label={noteLabel} error={errors.fields.note} required={reason === 'other'}>
          <textarea
            id={noteIds.controlId}
            name="note"
            className={[fieldStyles.control, styles.note].join(' ')}
            value={note}
            maxLength={LIMITS.report.noteMax}
            rows={3}
            placeholder={t('moderation.report.notePlaceholder')}
            aria-invalid={errors.fields.note ? true : undefined}
            aria-describedby={noteIds.describedBy}
            onChange={(event) => {
              setNote(event.target.value);
              errors.clear('note');
            }}
          />
        </FieldFrame>
        <p className={styles.counter} aria-hidden="true">
          {note.trim().length}/{LIMITS.report.noteMax}
        </p>
      </form>
    </Modal>
  );
}
