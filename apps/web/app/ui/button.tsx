import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'neutral' | 'ghost' | 'danger';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  block?: boolean;
}

/** The class names of a button, for links that must look like one (`<Link className=...>`). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
}: ButtonLook = {}): string {
  return [styles.button, styles[variant], size === 'sm' && styles.sm, block && styles.block]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner and blocks clicks while a request runs. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
