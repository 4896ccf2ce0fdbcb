import { LIMITS } from '@cho-dep/core/constants/limits';
import { shopRegistrationStep1Schema } from '@cho-dep/core/shops/shop-registration-schemas';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useProvinces, useWards } from '../../../ui/address/use-places';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { RadioGroup } from '../../../ui/radio-group';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import styles from './onboarding.module.css';
import { type ShopRegistrationView, saveStep1 } from './onboarding-api';

/** Step 1 (product.md §3): shop name, registered business, top-level category, address. */
export function ShopStep1Form({
  view,
  onSaved,
}: {
  view: ShopRegistrationView;
  onSaved: (view: ShopRegistrationView) => void;
}) {
  const t = useT();
  const toast = useToast();
  const form = useFormErrors();
  const saved = view.application?.step1;
  const [draft, setDraft] = useState({
    name: saved?.name ?? '',
    isBusiness: saved?.isBusiness ? 'yes' : 'no',
    mainCategoryId: saved?.mainCategoryId ?? '',
    provinceCode: saved?.provinceCode ?? '',
    wardCode: saved?.wardCode ?? '',
    street: saved?.street ?? '',
  });
  const provinces = useProvinces('VN');
  const wards = useWards(draft.provinceCode, 'VN');

  const set = (key: keyof typeof draft, value: string) => {
    setDraft((current) => ({
      ...current,
      [key]: value,
      ...(key === 'provinceCode' ? { wardCode: '' } : {}),
    }));
    form.clear(key);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(shopRegistrationStep1Schema, {
      ...draft,
      isBusiness: draft.isBusiness === 'yes',
    });
    if (!body) return;
    let next: ShopRegistrationView | undefined;
    const ok = await form.run(async () => {
      next = await saveStep1(body);
    });
    if (ok && next) {
      toast.show(t('onboarding.saved'), 'success');
      onSaved(next);
    }
  }

  return (
    <Card as="section" className={styles.card} aria-labelledby="step1-heading">
      <h2 id="step1-heading" className={styles.subheading}>
        {t('onboarding.step1.heading')}
      </h2>
      <form ref={form.formRef} className={styles.form} onSubmit={submit} noValidate>
        {form.form && <Alert>{form.form}</Alert>}
        <FormErrorSummary errors={form} />
        <TextField
          label={t('onboarding.step1.name')}
          hint={t('onboarding.step1.nameHint', { min: LIMITS.shop.nameMin, max: LIMITS.shop.nameMax })}
          name="name"
          maxLength={LIMITS.shop.nameMax + 20}
          value={draft.name}
          onChange={(event) => set('name', event.target.value)}
          error={form.fields.name}
          required
        />
        <RadioGroup
          legend={t('onboarding.step1.isBusiness')}
          name="isBusiness"
          value={draft.isBusiness}
          onChange={(value) => set('isBusiness', value)}
          options={[
            { value: 'yes', label: t('onboarding.step1.businessYes') },
            { value: 'no', label: t('onboarding.step1.businessNo') },
          ]}
          error={form.fields.isBusiness}
        />
        <SelectField
          label={t('onboarding.step1.category')}
          name="mainCategoryId"
          placeholder={t('onboarding.step1.categoryPlaceholder')}
          value={draft.mainCategoryId}
          options={view.categories.map((category) => ({ value: category.id, label: category.name }))}
          onChange={(event) => set('mainCategoryId', event.target.value)}
          error={form.fields.mainCategoryId}
          required
        />
        <div className={styles.grid}>
          <SelectField
            label={t('onboarding.step1.province')}
            name="provinceCode"
            placeholder={t('onboarding.step1.provincePlaceholder')}
            value={draft.provinceCode}
            options={provinces.items.map((p) => ({ value: p.code, label: p.name }))}
            onChange={(event) => set('provinceCode', event.target.value)}
            error={form.fields.provinceCode}
            required
          />
          <SelectField
            label={t('onboarding.step1.ward')}
            name="wardCode"
            placeholder={t('onboarding.step1.wardPlaceholder')}
            value={draft.wardCode}
            disabled={!draft.provinceCode}
            options={wards.items.map((w) => ({ value: w.code, label: w.name }))}
            onChange={(event) => set('wardCode', event.target.value)}
            error={form.fields.wardCode}
            required
          />
        </div>
        <TextField
          label={t('onboarding.step1.street')}
          name="street"
          autoComplete="street-address"
          maxLength={LIMITS.shop.streetMax + 20}
          value={draft.street}
          onChange={(event) => set('street', event.target.value)}
          error={form.fields.street}
          required
        />
        <div className={styles.actions}>
          <Button type="submit" loading={form.busy}>
            {t('onboarding.step1.next')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
