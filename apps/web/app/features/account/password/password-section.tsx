import { changePasswordSchema } from '@cho-dep/core/accounts/account-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { call, client } from '../../../lib/api-fetch';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PasswordField } from '../../../ui/password-field';
import { useToast } from '../../../ui/toast';
import styles from '../section.module.css';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };
type Values = typeof EMPTY;

export function PasswordSection() {
  const t = useT();
  const toast = useToast();
  const errors = useFormErrors();
  const [values, setValues] = useState<Values>(EMPTY);
  const [saving, setSaving] = useState(false);

  const field = (key: keyof Values) => ({
    name: key,
    value: values[key],
    required: true,
    error: errors.fields[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      errors.clear(key);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!errors.validate(changePasswordSchema, values)) return;
    setSaving(true);
    try {
      await call(client.POST('/community/v1/profile/change-password', { body: values }));
      setValues(EMPTY);
      toast.show(t('account.password.saved'), 'success');
    } catch (error) {
      errors.showApiError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className={styles.panel} data-testid="account-password">
      <p className={styles.intro}>{t('account.password.intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordField
          label={t('account.password.currentPassword')}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordField
          label={t('account.password.newPassword')}
          autoComplete="new-password"
          hint={t('account.password.hint', { min: LIMITS.account.passwordMin })}
          {...field('password')}
        />
        <PasswordField
          label={t('account.password.confirmPassword')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        {errors.form && (
          <p className={styles.formError} role="alert">
            {errors.form}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            {t('account.password.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
