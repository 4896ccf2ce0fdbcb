import type { InputHTMLAttributes, ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import fieldStyles from '../../../ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../../ui/field-frame';
import styles from './form-bits.module.css';

/** One titled card of the product form; `id` is the anchor the error summary jumps to. */
export function FormSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <header className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {hint && <p className={styles.sectionHint}>{hint}</p>}
      </header>
      {children}
    </section>
  );
}

/** "42/200": how much is typed against the limits, red while outside them. */
export function Counter({ length, min, max }: { length: number; min: number; max: number }) {
  const t = useT();
  const outside = length > 0 && (length < min || length > max);
  return (
    <span className={[styles.counter, outside && styles.counterBad].filter(Boolean).join(' ')}>
      {length}/{max}
      {length > 0 && length < min && (
        <span className={styles.counterNote}> · {t('sellerProducts.form.atLeast', { count: min })}</span>
      )}
    </span>
  );
}

/** A text box or text area with a live character counter (name 10-200, description 100-3000). */
export function CountedField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  hint,
  required,
  multiline,
  placeholder,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  error?: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  name: string;
}) {
  const ids = useFieldIds(undefined, hint, error);
  const common = {
    id: ids.controlId,
    name,
    value,
    placeholder,
    required,
    // A little room over the maximum so the counter can show what is too long instead of cutting.
    maxLength: max + 50,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
  } as const;
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      {multiline ? (
        <textarea
          {...common}
          rows={8}
          className={[fieldStyles.control, styles.textarea].join(' ')}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type="text"
          className={fieldStyles.control}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <Counter length={value.trim().length} min={min} max={max} />
    </FieldFrame>
  );
}

/** A whole-number box (grams, days, centimetres) with its unit on the right. */
export function NumberField({
  label,
  value,
  onChange,
  unit,
  error,
  hint,
  required,
  name,
  ...rest
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  unit?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  name: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'>) {
  const ids = useFieldIds(undefined, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      <div className={fieldStyles.inputWrap}>
        <input
          {...rest}
          id={ids.controlId}
          name={name}
          type="text"
          inputMode="numeric"
          value={value}
          required={required}
          className={[fieldStyles.control, unit && fieldStyles.withAdornment].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        {unit && <span className={[fieldStyles.adornment, styles.unit].join(' ')}>{unit}</span>}
      </div>
    </FieldFrame>
  );
}

/** An error of a field that has no single control (a list, a group of boxes). */
export function GroupError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={fieldStyles.error} role="alert">
      {message}
    </p>
  );
}
