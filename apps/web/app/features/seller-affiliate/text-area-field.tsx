import { forwardRef, type TextareaHTMLAttributes } from 'react';
import fieldStyles from '../../ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../ui/field-frame';

/** A labelled multi-line box (a campaign's description, the invitees' e-mails). */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string; hint?: string; error?: string }
>(function TextAreaField({ label, hint, error, ...rest }, ref) {
  const ids = useFieldIds(undefined, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <textarea
        {...rest}
        ref={ref}
        id={ids.controlId}
        className={fieldStyles.control}
        rows={rest.rows ?? 4}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
});
