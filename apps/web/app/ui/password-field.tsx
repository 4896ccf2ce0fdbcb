import { useState } from 'react';
import { useT } from '../lib/i18n';
import styles from './password-field.module.css';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide button (phones make typos easy to miss). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" strokeLinecap="round" />}
          </svg>
        </button>
      }
    />
  );
}
