import type { Campaign } from '@cho-dep/api/campaigns/campaign-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { fromVietnamLocal, toVietnamLocal } from '@cho-dep/core/format/vietnam-local-time';
import { CAMPAIGN_LIMITS, campaignInputSchema } from '@cho-dep/core/marketing/campaign-input-schema';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { AdminPage } from '../../../ui/admin-page';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import fieldStyles from '../../../ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../../ui/field-frame';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { PictureUploadField } from '../../../ui/picture-upload-field/picture-upload-field';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { CAMPAIGNS_PATH, saveCampaign, uploadCampaignCover } from './campaign-api';
import styles from './campaigns.module.css';

const TIMES = ['registrationStartsAt', 'registrationEndsAt', 'startsAt', 'endsAt'] as const;
type Values = Record<
  'name' | 'description' | 'minDiscountPercent' | 'maxProductsPerShop' | (typeof TIMES)[number],
  string
>;

function valuesOf(c: Campaign | null, now: Date): Values {
  if (c)
    return {
      name: c.name,
      description: c.description,
      minDiscountPercent: String(c.minDiscountPercent),
      maxProductsPerShop: String(c.maxProductsPerShop),
      registrationStartsAt: toVietnamLocal(c.registrationStartsAt),
      registrationEndsAt: toVietnamLocal(c.registrationEndsAt),
      startsAt: toVietnamLocal(c.startsAt),
      endsAt: toVietnamLocal(c.endsAt),
    };
  const day = 86_400_000;
  const hour = Math.ceil(now.getTime() / 3_600_000) * 3_600_000;
  return {
    name: '',
    description: '',
    minDiscountPercent: '10',
    maxProductsPerShop: '20',
    registrationStartsAt: toVietnamLocal(new Date(hour)),
    registrationEndsAt: toVietnamLocal(new Date(hour + 7 * day)),
    startsAt: toVietnamLocal(new Date(hour + 10 * day)),
    endsAt: toVietnamLocal(new Date(hour + 11 * day)),
  };
}

/**
 * /quan-tri/chien-dich/tao and /cap-nhat/{id}: the campaign's fields, checked with the schema
 * the API uses; times are typed in Vietnam time. Once sellers have nominated, the dates and the
 * minimum discount are read-only (the API refuses them anyway).
 */
export function CampaignForm({ initial, now }: { initial: Campaign | null; now: string }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const errors = useFormErrors();
  const [values, setValues] = useState<Values>(() => valuesOf(initial, new Date(now)));
  const [cover, setCover] = useState<{ key: string; url: string } | null>(() =>
    initial?.coverKey && initial.cover ? { key: initial.coverKey, url: initial.cover } : null,
  );
  const [coverError, setCoverError] = useState<string | undefined>();
  const nominated = initial ? initial.counts.pending + initial.counts.approved + initial.counts.rejected : 0;
  const locked = initial !== null && (nominated > 0 || !['upcoming', 'registration'].includes(initial.phase));
  const descriptionId = useId();
  const descriptionIds = useFieldIds(descriptionId, undefined, errors.fields.description);

  const set = (key: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      ...values,
      coverKey: cover?.key ?? null,
      ...Object.fromEntries(TIMES.map((k) => [k, fromVietnamLocal(values[k])])),
    };
    const value = errors.validate(campaignInputSchema, input);
    if (!value) return;
    let saved: Campaign | null = null;
    const ok = await errors.run(async () => {
      saved = await saveCampaign(initial?.id ?? null, value);
    });
    if (!ok || !saved) return;
    toast.show(t('campaigns.admin.saved'), 'success');
    navigate(`${CAMPAIGNS_PATH}/chi-tiet/${(saved as Campaign).id}`);
  }

  const box = (
    name: keyof Values,
    label: string,
    extra: { hint?: string; type?: string; max?: number; disabled?: boolean } = {},
  ) => (
    <TextField
      key={name}
      label={label}
      hint={extra.hint}
      value={values[name]}
      type={extra.type ?? 'text'}
      inputMode={extra.type === 'number' ? 'numeric' : undefined}
      maxLength={extra.max}
      disabled={extra.disabled}
      error={errors.fields[name]}
      onChange={(event) => set(name, event.target.value)}
      required
    />
  );

  return (
    <AdminPage
      title={t(initial ? 'campaigns.meta.edit' : 'campaigns.meta.create')}
      description={t('campaigns.admin.description')}
      withBreadcrumb
    >
      <form ref={errors.formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {locked && <Alert tone="info">{t('campaigns.fields.termsLocked')}</Alert>}
        {errors.form && <Alert>{errors.form}</Alert>}
        <FormErrorSummary errors={errors} />
        {box('name', t('campaigns.fields.name'), {
          hint: t('campaigns.fields.nameHint', {
            min: CAMPAIGN_LIMITS.nameMin,
            max: CAMPAIGN_LIMITS.nameMax,
          }),
          max: CAMPAIGN_LIMITS.nameMax,
        })}
        <FieldFrame
          ids={descriptionIds}
          label={t('campaigns.fields.description')}
          error={errors.fields.description}
        >
          <textarea
            id={descriptionIds.controlId}
            className={[fieldStyles.control, styles.textarea].join(' ')}
            value={values.description}
            maxLength={CAMPAIGN_LIMITS.descriptionMax}
            rows={4}
            aria-invalid={errors.fields.description ? true : undefined}
            aria-describedby={descriptionIds.describedBy}
            onChange={(event) => set('description', event.target.value)}
          />
        </FieldFrame>
        <PictureUploadField
          label={t('campaigns.fields.cover')}
          hint={t('campaigns.fields.coverHint', {
            width: CAMPAIGN_LIMITS.coverWidth,
            height: CAMPAIGN_LIMITS.coverHeight,
          })}
          url={cover?.url ?? null}
          width={CAMPAIGN_LIMITS.coverWidth}
          height={CAMPAIGN_LIMITS.coverHeight}
          error={coverError ?? errors.fields.coverKey}
          upload={uploadCampaignCover}
          onUploaded={(picture) => {
            setCover(picture);
            setCoverError(undefined);
            errors.clear('coverKey');
          }}
          onError={setCoverError}
        />
        {cover && (
          <div>
            <Button size="sm" variant="ghost" onClick={() => setCover(null)}>
              {t('campaigns.fields.removeCover')}
            </Button>
          </div>
        )}
        <div className={styles.grid}>
          {TIMES.map((k) =>
            box(k, t(`campaigns.fields.${k}`), {
              type: 'datetime-local',
              hint: t('campaigns.fields.timeHint'),
              disabled: locked,
            }),
          )}
          {box('minDiscountPercent', t('campaigns.fields.minDiscountPercent'), {
            type: 'number',
            hint: t('campaigns.fields.minDiscountHint', {
              min: CAMPAIGN_LIMITS.minDiscountPercentMin,
              max: LIMITS.promotion.discountPercentMax,
            }),
            disabled: locked,
          })}
          {box('maxProductsPerShop', t('campaigns.fields.maxProductsPerShop'), { type: 'number' })}
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={errors.busy}>
            {t('campaigns.fields.save')}
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
