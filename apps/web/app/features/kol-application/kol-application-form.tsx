import {
  KOL_NICHES,
  type KolApplicationInput,
  makeKolApplicationSchema,
  SOCIAL_PLATFORMS,
} from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Link } from 'react-router';
import { call, client } from '../../lib/api-fetch';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import fieldStyles from '../../ui/field.module.css';
import { FormErrorSummary } from '../../ui/form-error-summary';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import styles from './kol-application.module.css';

const A = LIMITS.affiliate;
export const TERMS_HREF = '/chinh-sach/dieu-khoan-tiep-thi-lien-ket';
export const SELLER_TERMS_HREF = '/chinh-sach/dieu-khoan-nguoi-ban-tiep-thi-lien-ket';

type FormValues = Omit<KolApplicationInput, 'acceptTerms'> & { acceptTerms: boolean };

/**
 * The KOL application form, checked by the same schema as the API: channels with their
 * followers, niches, a short intro, the payout account and the tax code the income tax is
 * withheld under, and the terms (both affiliate terms, linked).
 */
export function KolApplicationForm({ onSent }: { onSent: () => void }) {
  const t = useT();
  const schema = useMemo(() => makeKolApplicationSchema(new Date().getFullYear()), []);
  const form = useSchemaForm<FormValues, KolApplicationInput>(schema as never, {
    defaultValues: {
      channels: [{ platform: 'tiktok', url: '', followers: 0 }],
      niches: [],
      intro: '',
      bankName: '',
      bankAccount: '',
      accountHolder: '',
      taxCode: '',
      acceptTerms: false,
    },
  });
  const channels = useFieldArray({ control: form.control, name: 'channels' });
  const errors = form.formState.errors;
  const channelError = (i: number, key: 'url' | 'followers' | 'platform') => {
    const message = errors.channels?.[i]?.[key]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const send = form.submit(async (body) => {
    await call(client.POST('/api/v1/affiliate/kol/application', { body }));
    onSent();
  });

  return (
    <form
      ref={form.formRef}
      className={styles.form}
      onSubmit={send}
      noValidate
      data-testid="kol-application-form"
    >
      <FormErrorSummary errors={form} />
      {form.formError && <Alert>{form.formError}</Alert>}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('affiliateApply.form.channels')}</legend>
        {channels.fields.map((field, i) => (
          <div key={field.id} className={styles.channel}>
            <SelectField
              label={t('affiliateApply.form.platform')}
              options={SOCIAL_PLATFORMS.map((p) => ({ value: p, label: t(`affiliateApply.platform.${p}`) }))}
              {...form.register(`channels.${i}.platform`)}
              error={channelError(i, 'platform')}
            />
            <TextField
              label={t('affiliateApply.form.url')}
              type="url"
              inputMode="url"
              maxLength={A.channelUrlMax}
              placeholder="https://"
              {...form.register(`channels.${i}.url`)}
              error={channelError(i, 'url')}
              required
            />
            <TextField
              label={t('affiliateApply.form.followers')}
              type="number"
              inputMode="numeric"
              min={0}
              max={A.followersMax}
              {...form.register(`channels.${i}.followers`, { valueAsNumber: true })}
              error={channelError(i, 'followers')}
              required
            />
            {channels.fields.length > 1 && (
              <Button type="button" variant="ghost" size="sm" onClick={() => channels.remove(i)}>
                {t('affiliateApply.form.removeChannel')}
              </Button>
            )}
          </div>
        ))}
        {typeof errors.channels?.message === 'string' && (
          <p className={styles.error}>{errors.channels.message}</p>
        )}
        {channels.fields.length < A.channelsMax && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => channels.append({ platform: 'facebook', url: '', followers: 0 })}
          >
            {t('affiliateApply.form.addChannel')}
          </Button>
        )}
        <p className={styles.muted}>{t('affiliateApply.form.channelsHint', { max: A.channelsMax })}</p>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('affiliateApply.form.niches')}</legend>
        <div className={styles.chips}>
          {KOL_NICHES.map((n) => (
            <label key={n} className={styles.chip}>
              <input type="checkbox" value={n} {...form.register('niches')} />
              {t(`affiliateApply.niche.${n}`)}
            </label>
          ))}
        </div>
        <p className={styles.muted}>{t('affiliateApply.form.nichesHint', { max: A.nichesMax })}</p>
        {form.fieldError('niches') && <p className={styles.error}>{form.fieldError('niches')}</p>}
      </fieldset>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor="kol-intro">
          {t('affiliateApply.form.introLabel')}
        </label>
        <textarea
          id="kol-intro"
          className={[fieldStyles.control, styles.textarea].join(' ')}
          maxLength={A.introMax}
          {...form.register('intro')}
        />
        <p className={fieldStyles.hint}>{t('affiliateApply.form.introHint', { max: A.introMax })}</p>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('affiliateApply.form.payout')}</legend>
        <div className={styles.pair}>
          <TextField
            label={t('affiliateApply.form.bankName')}
            {...form.register('bankName')}
            error={form.fieldError('bankName')}
            required
          />
          <TextField
            label={t('affiliateApply.form.bankAccount')}
            inputMode="numeric"
            {...form.register('bankAccount')}
            error={form.fieldError('bankAccount')}
            required
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label={t('affiliateApply.form.accountHolder')}
            maxLength={A.accountHolderMax}
            {...form.register('accountHolder')}
            error={form.fieldError('accountHolder')}
            required
          />
          <TextField
            label={t('affiliateApply.form.taxCode')}
            hint={t('affiliateApply.form.taxCodeHint')}
            inputMode="numeric"
            {...form.register('taxCode')}
            error={form.fieldError('taxCode')}
            required
          />
        </div>
      </fieldset>
      <Checkbox
        {...form.register('acceptTerms')}
        error={form.fieldError('acceptTerms')}
        label={
          <>
            {t('affiliateApply.form.acceptTerms')}{' '}
            <Link to={TERMS_HREF}>{t('affiliateApply.form.terms')}</Link> {t('affiliateApply.form.and')}{' '}
            <Link to={SELLER_TERMS_HREF}>{t('affiliateApply.form.sellerTerms')}</Link>
          </>
        }
      />
      <Button type="submit" loading={form.formState.isSubmitting} data-testid="kol-apply-submit">
        {t('affiliateApply.form.submit')}
      </Button>
    </form>
  );
}
