import { changePasswordSchema } from '@cho-dep/core/accounts/account-schemas';
import { type FormEvent, useState } from 'react';
import { call, client } from '../../lib/api-fetch';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { PasswordField } from '../../ui/password-field';
import { useToast } from '../../ui/toast';
import styles from './auth-form.module.css';
import { NewPasswordFields } from './new-password-fields';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Change password; the server ends the other sessions and renews this one's cookie. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const form = useFormErrors();
  const [values, setValues] = useState(EMPTY);

  const update = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    form.clear(name);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(changePasswordSchema, values);
    if (!body) return;
    const ok = await form.run(() => call(client.POST('/community/v1/profile/change-password', { body })));
    if (ok) {
      toast.show(t('auth.changePassword.done'), 'success');
      setValues(EMPTY);
      onClose();
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t('auth.changePassword.title')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {form.form && <Alert>{form.form}</Alert>}
        <PasswordField
          label={t('auth.changePassword.currentPassword')}
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={update('currentPassword')}
          error={form.fields.currentPassword}
          required
          data-autofocus
        />
        <NewPasswordFields
          passwordLabel={t('auth.changePassword.newPassword')}
          confirmLabel={t('auth.changePassword.confirmPassword')}
          values={values}
          errors={form.fields}
          onChange={update}
        />
        <Button type="submit" block loading={form.busy}>
          {t('auth.changePassword.submit')}
        </Button>
      </form>
    </Modal>
  );
}
