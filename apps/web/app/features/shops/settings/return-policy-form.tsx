import type { ShopSettings } from '@cho-dep/api/shops/settings/shop-settings-schemas';
import { RETURN_CONDITIONS, type ReturnCondition } from '@cho-dep/core/catalog/catalog-states';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { returnPolicySchema } from '@cho-dep/core/seller-shop/shop-settings-schemas';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { saveSection } from './settings-api';
import { SettingsHead } from './settings-head';
import styles from './shop-settings.module.css';

const P = LIMITS.product;

/** /ban-hang/cai-dat/chinh-sach-hoan-tra-hang: the return period and conditions new products start with. */
export function ReturnPolicyForm({ initial }: { initial: ShopSettings }) {
  const t = useT();
  const toast = useToast();
  const errors = useFormErrors();
  const [days, setDays] = useState(String(initial.returnPolicy.returnDays));
  const [conditions, setConditions] = useState<ReturnCondition[]>(initial.returnPolicy.returnConditions);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(returnPolicySchema, {
      returnDays: days.trim() === '' ? Number.NaN : Number(days),
      returnConditions: RETURN_CONDITIONS.filter((c) => conditions.includes(c)),
    });
    if (!value) return;
    const ok = await errors.run(() => saveSection('return-policy', value));
    if (ok) toast.show(t('shopSettings.saved'), 'success');
  }

  return (
    <form ref={errors.formRef} className={styles.screen} onSubmit={(event) => void submit(event)} noValidate>
      <SettingsHead title={t('shopSettings.meta.returnPolicy')} />
      {errors.form && <Alert>{errors.form}</Alert>}
      <FormErrorSummary errors={errors} />
      <section className={styles.panel}>
        <TextField
          label={t('shopSettings.returnPolicy.days')}
          hint={t('shopSettings.returnPolicy.daysHint', {
            min: P.returnPeriodMinDays,
            max: P.returnPeriodMaxDays,
          })}
          type="number"
          inputMode="numeric"
          min={P.returnPeriodMinDays}
          max={P.returnPeriodMaxDays}
          value={days}
          error={errors.fields.returnDays}
          onChange={(event) => {
            setDays(event.target.value);
            errors.clear('returnDays');
          }}
        />
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('shopSettings.returnPolicy.conditions')}</legend>
          <p className={styles.hint}>{t('shopSettings.returnPolicy.conditionsHint')}</p>
          {RETURN_CONDITIONS.map((condition) => (
            <Checkbox
              key={condition}
              label={t(`catalog.returnConditions.${condition}`)}
              checked={conditions.includes(condition)}
              onChange={(event) => {
                const on = event.target.checked;
                setConditions((current) =>
                  on ? [...current, condition] : current.filter((c) => c !== condition),
                );
                errors.clear('returnConditions');
              }}
            />
          ))}
          {errors.fields.returnConditions && <Alert>{errors.fields.returnConditions}</Alert>}
        </fieldset>
      </section>
      <div className={styles.footer}>
        <Button type="submit" loading={errors.busy}>
          {t('shopSettings.save')}
        </Button>
      </div>
    </form>
  );
}
