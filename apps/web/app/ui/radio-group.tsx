import { useId } from 'react';
import styles from './choice.module.css';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: string;
  name: string;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  hint?: string;
  error?: string;
  direction?: 'vertical' | 'horizontal';
  className?: string;
}

/** Native radios in a fieldset: arrow keys move between options as browsers do. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  required,
  hint,
  error,
  direction = 'vertical',
  className,
}: RadioGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={[styles.group, className].filter(Boolean).join(' ')}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div
        className={[styles.group, direction === 'horizontal' && styles.horizontal].filter(Boolean).join(' ')}
      >
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={option.value}
              required={required}
              disabled={option.disabled}
              checked={value === undefined ? undefined : value === option.value}
              defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
              onChange={onChange ? () => onChange(option.value) : undefined}
            />
            <span className={styles.text}>{option.label}</span>
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
