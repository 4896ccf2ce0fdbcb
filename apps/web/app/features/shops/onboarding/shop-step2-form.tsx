import { BUSINESS_TYPES, type BusinessType } from '@cho-dep/core/catalog/catalog-states';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { vietnamYear } from '@cho-dep/core/shops/citizen-id';
import { SELLING_PLATFORMS, type SellingPlatform } from '@cho-dep/core/shops/selling-platforms';
import {
  licenceRequired,
  platformLinkRequired,
  shopRegistrationStep2Schema,
} from '@cho-dep/core/shops/shop-registration-schemas';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import fieldStyles from '../../../ui/field.module.css';
import { FieldFrame, useFieldIds } from '../../../ui/field-frame';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { RadioGroup } from '../../../ui/radio-group';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import styles from './onboarding.module.css';
import { type ShopRegistrationView, submitStep2, uploadDocument } from './onboarding-api';
import { DOCUMENT_MAX_MB, PhotoField } from './photo-field';

type DocKey = 'idFrontKey' | 'idBackKey' | 'licenceKey';
interface Doc {
  key: string;
  url: string;
}

/**
 * Step 2 (product.md §3): owner and documents, payout account, selling platforms,
 * description; sending it submits the application. ID photos start from the verified card.
 */
export function ShopStep2Form({
  view,
  onSubmitted,
  onBack,
}: {
  view: ShopRegistrationView;
  onSubmitted: (view: ShopRegistrationView) => void;
  onBack: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const form = useFormErrors();
  const application = view.application;
  const saved = application?.step2;
  const card = view.verification.idCard;
  const isBusiness = application?.step1.isBusiness ?? false;
  const [draft, setDraft] = useState({
    ownerFullName: saved?.ownerFullName ?? '',
    idNumber: saved?.idNumber ?? card?.idNumber ?? '',
    taxCode: saved?.taxCode ?? '',
    bankName: saved?.bankName ?? '',
    bankAccount: saved?.bankAccount ?? '',
    bankBranch: saved?.bankBranch ?? '',
    platformLink: saved?.platformLink ?? '',
    description: saved?.description ?? '',
  });
  const [businessType, setBusinessType] = useState<BusinessType>(
    saved?.businessType ?? (isBusiness ? 'enterprise' : 'personal'),
  );
  const [platforms, setPlatforms] = useState<SellingPlatform[]>(saved?.platforms ?? []);
  const [docs, setDocs] = useState<Record<DocKey, Doc | null>>({
    idFrontKey: saved?.idFront ?? card?.front ?? null,
    idBackKey: saved?.idBack ?? card?.back ?? null,
    licenceKey: saved?.licence ?? null,
  });
  const [uploading, setUploading] = useState<DocKey | null>(null);

  const set = (key: keyof typeof draft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    form.clear(key);
  };

  async function upload(key: DocKey, file: File) {
    setUploading(key);
    form.clear(key);
    await form.run(async () => {
      const stored = await uploadDocument(file);
      setDocs((current) => ({ ...current, [key]: stored }));
    });
    setUploading(null);
  }

  function togglePlatform(platform: SellingPlatform, on: boolean) {
    setPlatforms((current) => {
      if (!on) return current.filter((p) => p !== platform);
      // "Not selling anywhere" excludes the others, and the others exclude it.
      if (platform === 'none') return ['none'];
      return [...current.filter((p) => p !== 'none'), platform];
    });
    form.clear('platforms');
    form.clear('platformLink');
  }

  const needsLink = platforms.length > 0 && platformLinkRequired(platforms);
  const needsLicence = licenceRequired(businessType, isBusiness);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = {
      ...draft,
      businessType,
      platforms,
      platformLink: needsLink ? draft.platformLink : null,
      idFrontKey: docs.idFrontKey?.key ?? '',
      idBackKey: docs.idBackKey?.key ?? '',
      licenceKey: docs.licenceKey?.key ?? null,
    };
    const body = form.validate(
      shopRegistrationStep2Schema({ currentYear: vietnamYear(new Date()), isBusiness }),
      values,
    );
    if (!body) return;
    let next: ShopRegistrationView | undefined;
    const ok = await form.run(async () => {
      next = await submitStep2(body);
    });
    if (ok && next) {
      toast.show(t('onboarding.submitted'), 'success');
      onSubmitted(next);
    }
  }

  const text = (key: keyof typeof draft, extra: { max?: number; digits?: boolean } = {}) => ({
    name: key,
    value: draft[key],
    error: form.fields[key],
    maxLength: extra.max,
    ...(extra.digits ? { inputMode: 'numeric' as const } : {}),
    onChange: (event: { target: { value: string } }) =>
      set(key, extra.digits ? event.target.value.replace(/\D/g, '') : event.target.value),
  });

  return (
    <Card as="section" className={styles.card} aria-labelledby="step2-heading">
      <h2 id="step2-heading" className={styles.subheading}>
        {t('onboarding.step2.heading')}
      </h2>
      <form ref={form.formRef} className={styles.form} onSubmit={submit} noValidate>
        {form.form && <Alert>{form.form}</Alert>}
        <FormErrorSummary errors={form} />
        <fieldset className={styles.section}>
          <legend>{t('onboarding.step2.owner')}</legend>
          <div className={styles.grid}>
            <TextField
              label={t('onboarding.step2.ownerFullName')}
              autoComplete="name"
              required
              {...text('ownerFullName', { max: LIMITS.shop.ownerNameMax + 10 })}
            />
            <TextField
              label={t('onboarding.step2.idNumber')}
              required
              {...text('idNumber', { max: 12, digits: true })}
            />
          </div>
          <div className={styles.photos}>
            <PhotoField
              name="idFront"
              label={t('onboarding.step2.idFront')}
              previewUrl={docs.idFrontKey?.url ?? null}
              busy={uploading === 'idFrontKey'}
              onFile={(file) => upload('idFrontKey', file)}
              error={form.fields.idFrontKey}
            />
            <PhotoField
              name="idBack"
              label={t('onboarding.step2.idBack')}
              previewUrl={docs.idBackKey?.url ?? null}
              busy={uploading === 'idBackKey'}
              onFile={(file) => upload('idBackKey', file)}
              error={form.fields.idBackKey}
            />
          </div>
          <p className={styles.muted}>{t('onboarding.photo.hint', { maxMb: DOCUMENT_MAX_MB })}</p>
        </fieldset>

        <div className={styles.section}>
          <RadioGroup
            legend={t('onboarding.step2.businessType')}
            name="businessType"
            direction="horizontal"
            value={businessType}
            onChange={(value) => {
              setBusinessType(value as BusinessType);
              form.clear('licenceKey');
              form.clear('taxCode');
            }}
            options={BUSINESS_TYPES.map((type) => ({ value: type, label: t(`onboarding.step2.${type}`) }))}
          />
          <TextField
            label={t('onboarding.step2.taxCode')}
            hint={t('onboarding.step2.taxCodeHint')}
            required
            {...text('taxCode', { max: 20 })}
          />
          <div className={styles.photos}>
            <PhotoField
              name="licence"
              label={t('onboarding.step2.licence')}
              previewUrl={docs.licenceKey?.url ?? null}
              busy={uploading === 'licenceKey'}
              onFile={(file) => upload('licenceKey', file)}
              error={form.fields.licenceKey}
            />
          </div>
          <p className={styles.muted}>
            {needsLicence
              ? t('onboarding.step2.licenceRequiredHint')
              : t('onboarding.step2.licenceOptionalHint')}
          </p>
        </div>

        <fieldset className={styles.section}>
          <legend>{t('onboarding.step2.bank')}</legend>
          <div className={styles.grid}>
            <TextField
              label={t('onboarding.step2.bankName')}
              required
              {...text('bankName', { max: LIMITS.shop.bankNameMax })}
            />
            <TextField
              label={t('onboarding.step2.bankAccount')}
              required
              {...text('bankAccount', { max: LIMITS.shop.bankAccountMaxDigits, digits: true })}
            />
          </div>
          <TextField
            label={t('onboarding.step2.bankBranch')}
            required
            {...text('bankBranch', { max: LIMITS.shop.bankBranchMax })}
          />
        </fieldset>

        <fieldset
          className={styles.section}
          aria-describedby={form.fields.platforms ? 'platforms-error' : undefined}
        >
          <legend>{t('onboarding.step2.platforms')}</legend>
          <div className={styles.platforms}>
            {SELLING_PLATFORMS.map((platform) => (
              <Checkbox
                key={platform}
                name="platforms"
                value={platform}
                label={t(`onboarding.platform.${platform}`)}
                checked={platforms.includes(platform)}
                onChange={(event) => togglePlatform(platform, event.target.checked)}
              />
            ))}
          </div>
          {form.fields.platforms && (
            <p id="platforms-error" className={styles.error}>
              {form.fields.platforms}
            </p>
          )}
          {needsLink && (
            <TextField
              label={t('onboarding.step2.platformLink')}
              hint={t('onboarding.step2.platformLinkHint')}
              type="url"
              required
              {...text('platformLink', { max: LIMITS.shop.platformLinkMax })}
            />
          )}
        </fieldset>

        <DescriptionField
          value={draft.description}
          onChange={(value) => set('description', value)}
          error={form.fields.description}
        />

        <div className={styles.actions}>
          <Button variant="ghost" onClick={onBack}>
            {t('onboarding.step2.back')}
          </Button>
          <Button type="submit" loading={form.busy} disabled={uploading !== null}>
            {t('onboarding.step2.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function DescriptionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useT();
  const { descriptionMin: min, descriptionMax: max } = LIMITS.shop;
  const ids = useFieldIds(undefined, t('onboarding.step2.descriptionHint', { min, max }), error);
  return (
    <FieldFrame
      ids={ids}
      label={t('onboarding.step2.description')}
      hint={t('onboarding.step2.descriptionHint', { min, max })}
      error={error}
      required
    >
      <textarea
        id={ids.controlId}
        name="description"
        rows={6}
        maxLength={max + 50}
        value={value}
        className={`${fieldStyles.control} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className={styles.counter} aria-live="polite">
        {t('onboarding.step2.count', { count: value.trim().length, max })}
      </span>
    </FieldFrame>
  );
}
