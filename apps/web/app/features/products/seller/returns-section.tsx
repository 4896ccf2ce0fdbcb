import { RETURN_CONDITIONS } from '@cho-dep/core/catalog/catalog-states';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { useT } from '../../../lib/i18n';
import { Checkbox } from '../../../ui/checkbox';
import fieldStyles from '../../../ui/field.module.css';
import { TextField } from '../../../ui/text-field';
import { FormSection, GroupError, NumberField } from './form-bits';
import shared from './product-form.module.css';
import { useProductErrors, useProductField } from './product-form-state';
import styles from './returns-section.module.css';

const P = LIMITS.product;

/** The return period, the reasons a return is accepted for, and the seller's own link. */
export function ReturnsSection() {
  const t = useT();
  const errors = useProductErrors();
  const [returnDays, setReturnDays] = useProductField('returnDays');
  const [conditions, setConditions] = useProductField('returnConditions');
  const [link, setLink] = useProductField('link');
  return (
    <FormSection id="returns" title={t('sellerProducts.sections.returns')}>
      <NumberField
        name="returnDays"
        label={t('sellerProducts.fields.returnDays')}
        unit={t('sellerProducts.fields.days')}
        value={returnDays}
        onChange={setReturnDays}
        error={errors.returnDays}
        hint={t('sellerProducts.fields.returnDaysHint', {
          min: P.returnPeriodMinDays,
          max: P.returnPeriodMaxDays,
        })}
        required
      />
      <fieldset className={shared.inlineFieldset} aria-describedby="return-conditions-error">
        <legend className={fieldStyles.label}>
          {t('sellerProducts.fields.returnConditions')}
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        </legend>
        <div className={styles.checks}>
          {RETURN_CONDITIONS.map((condition) => (
            <Checkbox
              key={condition}
              label={t(`catalog.returnConditions.${condition}`)}
              checked={conditions.includes(condition)}
              onChange={(event) =>
                setConditions(
                  event.target.checked
                    ? [...conditions, condition]
                    : conditions.filter((c) => c !== condition),
                )
              }
            />
          ))}
        </div>
        <GroupError id="return-conditions-error" message={errors.returnConditions} />
      </fieldset>
      <TextField
        name="link"
        type="url"
        inputMode="url"
        label={t('sellerProducts.fields.link')}
        placeholder="https://"
        value={link}
        maxLength={P.linkMax}
        onChange={(event) => setLink(event.target.value)}
        error={errors.link}
        hint={t('sellerProducts.fields.linkHint')}
      />
    </FormSection>
  );
}
