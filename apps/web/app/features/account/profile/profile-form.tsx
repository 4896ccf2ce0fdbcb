import { calendarDateIn } from '@cho-dep/core/profile/birth-date';
import { GENDERS, makeProfileUpdateSchema } from '@cho-dep/core/profile/profile-schemas';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { RadioGroup } from '../../../ui/radio-group';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import styles from '../section.module.css';
import { type MyProfile, toProfileForm, updateProfile, type ProfileForm as Values } from './profile-api';

export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: MyProfile;
  onSaved: (profile: MyProfile) => void;
}) {
  const t = useT();
  const toast = useToast();
  const errors = useFormErrors();
  const [values, setValues] = useState<Values>(() => toProfileForm(profile));
  const [saving, setSaving] = useState(false);

  const set = (key: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };
  const fieldError = (key: keyof Values): string | undefined => errors.fields[key];

  async function submit(event: FormEvent) {
    event.preventDefault();
    // "Today" is the visitor's calendar day; the server checks again with its own clock.
    const today = calendarDateIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());
    const body = {
      fullName: values.fullName.trim(),
      birthDate: values.birthDate || null,
      gender: values.gender || null,
      idNumber: values.idNumber.trim() || null,
      taxCode: values.taxCode.trim() || null,
    };
    if (!errors.validate(makeProfileUpdateSchema(today), body)) return;
    setSaving(true);
    try {
      const saved = await updateProfile(body);
      onSaved(saved);
      setValues(toProfileForm(saved));
      toast.show(t('account.profile.saved'), 'success');
    } catch (error) {
      errors.showApiError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{t('account.profile.personal')}</legend>
        <div className={styles.grid}>
          <TextField
            label={t('account.profile.fullName')}
            name="fullName"
            autoComplete="name"
            required
            value={values.fullName}
            onChange={(event) => set('fullName')(event.target.value)}
            error={fieldError('fullName')}
          />
          <TextField
            label={t('account.profile.birthDate')}
            name="birthDate"
            type="date"
            autoComplete="bday"
            value={values.birthDate}
            onChange={(event) => set('birthDate')(event.target.value)}
            error={fieldError('birthDate')}
          />
          <ContactValue
            label={t('account.profile.email')}
            value={profile.email}
            verified={profile.email_verified}
          />
          <ContactValue
            label={t('account.profile.phone')}
            value={profile.phoneDisplay ?? profile.phone}
            verified={profile.phone_verified}
          />
        </div>
        <RadioGroup
          legend={t('account.profile.gender')}
          name="gender"
          direction="horizontal"
          options={GENDERS.map((gender) => ({
            value: gender,
            label: t(`account.profile.genders.${gender}`),
          }))}
          value={values.gender}
          onChange={set('gender')}
          error={fieldError('gender')}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{t('account.profile.identity')}</legend>
        <div className={styles.grid}>
          <TextField
            label={t('account.profile.idNumber')}
            name="idNumber"
            inputMode="numeric"
            hint={t('account.profile.idNumberHint')}
            value={values.idNumber}
            onChange={(event) => set('idNumber')(event.target.value)}
            error={fieldError('idNumber')}
          />
          <TextField
            label={t('account.profile.taxCode')}
            name="taxCode"
            hint={t('account.profile.taxCodeHint')}
            value={values.taxCode}
            onChange={(event) => set('taxCode')(event.target.value)}
            error={fieldError('taxCode')}
          />
        </div>
      </fieldset>

      {errors.form && (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {t('account.profile.save')}
        </Button>
      </div>
    </form>
  );
}

function ContactValue({
  label,
  value,
  verified,
}: {
  label: string;
  value: string | null;
  verified: boolean;
}) {
  const t = useT();
  return (
    <div className={styles.readonly}>
      <span className={styles.readonlyLabel}>{label}</span>
      <span className={styles.readonlyValue}>
        {value ?? t('account.profile.notSet')}
        {value && (
          <Badge tone={verified ? 'success' : 'warning'}>
            {verified ? t('account.profile.verified') : t('account.profile.notVerified')}
          </Badge>
        )}
      </span>
    </div>
  );
}
