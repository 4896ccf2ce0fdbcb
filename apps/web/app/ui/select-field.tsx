import type { SelectHTMLAttributes } from 'react';
import styles from './field.module.css';
import { FieldFrame, useFieldIds } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Chọn tỉnh/thành". */
  placeholder?: string;
  hint?: string;
  error?: string;
  id?: string;
}

export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  required,
  className,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        {...rest}
        id={ids.controlId}
        required={required}
        className={`${styles.control} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
