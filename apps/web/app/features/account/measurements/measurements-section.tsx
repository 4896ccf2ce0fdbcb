import {
  BODY_MEASUREMENT_KEYS,
  type BodyMeasurementKey,
  bodyMeasurementsUpdateSchema,
} from '@cho-dep/core/profile/profile-schemas';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useQuery, useQueryClient } from '../../../lib/query-cache';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ResourceState } from '../../../ui/resource-state';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { type MyProfile, profileQuery, updateBodyMeasurements } from '../profile/profile-api';
import styles from '../section.module.css';
import { type MeasurementDrafts, toDrafts, toUpdate, unitOf } from './measurement-values';

export function MeasurementsSection() {
  const profile = useQuery(profileQuery);
  const queryClient = useQueryClient();
  if (!profile.data) return <ResourceState failed={profile.isError} onRetry={() => void profile.refetch()} />;
  return (
    <MeasurementsForm
      profile={profile.data}
      onSaved={(saved) => queryClient.setQueryData(profileQuery.queryKey, saved)}
    />
  );
}

function MeasurementsForm({
  profile,
  onSaved,
}: {
  profile: MyProfile;
  onSaved: (profile: MyProfile) => void;
}) {
  const t = useT();
  const toast = useToast();
  const errors = useFormErrors();
  const [drafts, setDrafts] = useState<MeasurementDrafts>(() => toDrafts(profile.bodyMeasurements));
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const update = errors.validate(bodyMeasurementsUpdateSchema, toUpdate(BODY_MEASUREMENT_KEYS, drafts));
    if (!update) return;
    setSaving(true);
    try {
      const saved = await updateBodyMeasurements(update as Record<BodyMeasurementKey, number | null>);
      onSaved(saved);
      setDrafts(toDrafts(saved.bodyMeasurements));
      toast.show(t('account.measurements.saved'), 'success');
    } catch (error) {
      errors.showApiError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className={styles.panel} data-testid="account-measurements">
      <p className={styles.intro}>{t('account.measurements.intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.grid}>
          {BODY_MEASUREMENT_KEYS.map((key) => (
            <TextField
              key={key}
              label={`${t(`account.measurements.fields.${key}`)} (${t(`account.measurements.units.${unitOf(key)}`)})`}
              name={key}
              inputMode="decimal"
              value={drafts[key] ?? ''}
              onChange={(event) => {
                setDrafts((current) => ({ ...current, [key]: event.target.value }));
                errors.clear(key);
              }}
              error={errors.fields[key]}
            />
          ))}
        </div>
        {errors.form && (
          <p className={styles.formError} role="alert">
            {errors.form}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            {t('account.measurements.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
