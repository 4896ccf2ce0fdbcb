import { LIMITS } from '@cho-dep/core/constants/limits';
import type { ChangeEvent } from 'react';
import { useT } from '../../lib/i18n';
import { PasswordField } from '../../ui/password-field';

interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmLabel: string;
  values: { password: string; confirmPassword: string };
  errors: { password?: string; confirmPassword?: string };
  onChange: (name: 'password' | 'confirmPassword') => (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A new password and its confirmation, with the password rule as the hint: the same pair in
 * sign-up, change password and reset password.
 */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  values,
  errors,
  onChange,
}: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <PasswordField
        label={passwordLabel}
        hint={t('auth.register.passwordHint', { min: LIMITS.account.passwordMin })}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={onChange('password')}
        error={errors.password}
        required
      />
      <PasswordField
        label={confirmLabel}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={onChange('confirmPassword')}
        error={errors.confirmPassword}
        required
      />
    </>
  );
}
