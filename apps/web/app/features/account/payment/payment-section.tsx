import { paymentInfoSchema } from '@cho-dep/core/profile/profile-schemas';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useQuery, useQueryClient } from '../../../lib/query-cache';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ResourceState } from '../../../ui/resource-state';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { type MyProfile, profileQuery, updateProfile } from '../profile/profile-api';
import styles from '../section.module.css';

type Values = { bankName: string; bankAccount: string; bankBranch: string };

const valuesOf = (profile: MyProfile): Values => ({
  bankName: profile.bankName ?? '',
  bankAccount: profile.bankAccount ?? '',
  bankBranch: profile.bankBranch ?? '',
});

/** "Payment info" of the account menu (product.md §2): the bank refunds and payouts go to. */
export function PaymentSection() {
  const profile = useQuery(profileQuery);
  const queryClient = useQueryClient();
  if (!profile.data) return <ResourceState failed={profile.isError} onRetry={() => void profile.refetch()} />;
  return (
    <PaymentForm
      profile={profile.data}
      onSaved={(saved) => queryClient.setQueryData(profileQuery.queryKey, saved)}
    />
  );
}

function PaymentForm({ profile, onSaved }: { profile: MyProfile; onSaved: (profile: MyProfile) => void }) {
  const t = useT();
  const toast = useToast();
  const errors = useFormErrors();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [saving, setSaving] = useState(false);

  const field = (key: keyof Values) => ({
    name: key,
    value: values[key],
    error: errors.fields[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      errors.clear(key);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    // An emptied field clears it; update-profile leaves every other part of the profile as it is.
    const body = {
      bankName: values.bankName.trim() || null,
      bankAccount: values.bankAccount.trim() || null,
      bankBranch: values.bankBranch.trim() || null,
    };
    if (!errors.validate(paymentInfoSchema, body)) return;
    setSaving(true);
    try {
      const saved = await updateProfile(body);
      onSaved(saved);
      setValues(valuesOf(saved));
      toast.show(t('account.payment.saved'), 'success');
    } catch (error) {
      errors.showApiError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className={styles.panel} data-testid="account-payment">
      <p className={styles.intro}>{t('account.payment.intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.grid}>
          <TextField label={t('account.profile.bankName')} autoComplete="off" {...field('bankName')} />
          <TextField
            label={t('account.profile.bankAccount')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('account.payment.accountHint')}
            {...field('bankAccount')}
          />
          <TextField label={t('account.profile.bankBranch')} autoComplete="off" {...field('bankBranch')} />
        </div>
        {errors.form && (
          <p className={styles.formError} role="alert">
            {errors.form}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            {t('account.payment.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
