import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './field.module.css';
import { FieldFrame, useFieldIds } from './field-frame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Help under the field, read by screen readers with it. */
  hint?: string;
  /** The field's error (already translated); marks the input invalid. */
  error?: string;
  /** Something inside the right edge of the input, e.g. a show-password button. */
  adornment?: ReactNode;
  id?: string;
}

export function TextField({
  label,
  hint,
  error,
  adornment,
  id,
  required,
  className,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <div className={styles.inputWrap}>
        <input
          {...rest}
          id={ids.controlId}
          required={required}
          className={[styles.control, adornment && styles.withAdornment].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        {adornment && <span className={styles.adornment}>{adornment}</span>}
      </div>
    </FieldFrame>
  );
}
