import { awardEventSchema } from '@cho-dep/core/awards/award-input-schemas';
import { fromVietnamLocal, toVietnamLocal } from '@cho-dep/core/format/vietnam-local-time';
import { type FormEvent, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FormErrorSummary } from '../../ui/form-error-summary';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import styles from './awards-admin.module.css';
import { AWARDS_ADMIN_PATH, saveAwardEvent } from './awards-admin-api';

export interface AwardEventFields {
  id: string;
  title: string;
  slug: string;
  description: string;
  year: number;
  opensAt: string;
  closesAt: string;
  standings: 'live' | 'hidden';
  startingVotes: number;
  voucherId: string | null;
}

type Values = Record<
  | 'title'
  | 'slug'
  | 'description'
  | 'year'
  | 'opensAt'
  | 'closesAt'
  | 'standings'
  | 'startingVotes'
  | 'voucherId',
  string
>;
const DAY = 86_400_000;

function valuesOf(e: AwardEventFields | null, now: Date): Values {
  if (e) {
    return {
      ...e,
      year: String(e.year),
      opensAt: toVietnamLocal(e.opensAt),
      closesAt: toVietnamLocal(e.closesAt),
      startingVotes: String(e.startingVotes),
      voucherId: e.voucherId ?? '',
    };
  }
  return {
    title: '',
    slug: '',
    description: '',
    year: String(now.getUTCFullYear()),
    opensAt: toVietnamLocal(new Date(now.getTime() + DAY)),
    closesAt: toVietnamLocal(new Date(now.getTime() + 31 * DAY)),
    standings: 'live',
    startingVotes: '10',
    voucherId: '',
  };
}

/** The edition's settings, checked with the schema the API uses; times typed in Vietnam time. */
export function AwardEventForm({ initial, now }: { initial: AwardEventFields | null; now: string }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const errors = useFormErrors();
  const [values, setValues] = useState<Values>(() => valuesOf(initial, new Date(now)));
  const set = (key: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(awardEventSchema, {
      ...values,
      year: Number(values.year),
      startingVotes: Number(values.startingVotes),
      opensAt: fromVietnamLocal(values.opensAt),
      closesAt: fromVietnamLocal(values.closesAt),
      voucherId: values.voucherId.trim() || null,
    });
    if (!value) return;
    let id = '';
    const ok = await errors.run(async () => {
      id = await saveAwardEvent(initial?.id ?? null, value);
    });
    if (!ok) return;
    toast.show(t('awardsAdmin.saved'), 'success');
    if (initial) await revalidator.revalidate();
    else await navigate(`${AWARDS_ADMIN_PATH}/${id}`);
  }

  const box = (name: keyof Values, extra: { type?: string; hint?: string } = {}) => (
    <TextField
      label={t(`awardsAdmin.field.${name}`)}
      hint={extra.hint}
      type={extra.type ?? 'text'}
      inputMode={extra.type === 'number' ? 'numeric' : undefined}
      value={values[name]}
      error={errors.fields[name]}
      onChange={(event) => set(name, event.target.value)}
    />
  );

  return (
    <form
      ref={errors.formRef}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="award-event-form"
    >
      <h2 className={styles.heading}>{t(initial ? 'awardsAdmin.editEvent' : 'awardsAdmin.newEvent')}</h2>
      {errors.form && <Alert>{errors.form}</Alert>}
      <FormErrorSummary errors={errors} />
      {box('title')}
      {box('slug')}
      {box('description')}
      <div className={styles.grid}>
        {box('year', { type: 'number' })}
        {box('startingVotes', { type: 'number' })}
        {box('opensAt', { type: 'datetime-local' })}
        {box('closesAt', { type: 'datetime-local' })}
        <SelectField
          label={t('awardsAdmin.field.standings')}
          value={values.standings}
          options={[
            { value: 'live', label: t('awardsAdmin.standings.live') },
            { value: 'hidden', label: t('awardsAdmin.standings.hidden') },
          ]}
          onChange={(event) => set('standings', event.target.value)}
        />
        {box('voucherId')}
      </div>
      <div>
        <Button type="submit" loading={errors.busy} data-testid="award-event-save">
          {t('awardsAdmin.save')}
        </Button>
      </div>
    </form>
  );
}
