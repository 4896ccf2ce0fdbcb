import { preparationRange } from '@cho-dep/core/catalog/product-input-schema';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { useT } from '../../../lib/i18n';
import { Checkbox } from '../../../ui/checkbox';
import fieldStyles from '../../../ui/field.module.css';
import { FormSection, NumberField } from './form-bits';
import shared from './product-form.module.css';
import { useProductErrors, useProductField } from './product-form-state';
import styles from './shipping-section.module.css';

const P = LIMITS.product;
const PACKAGE_BOXES = ['packageLengthCm', 'packageWidthCm', 'packageHeightCm'] as const;

/** Weight, preparation time, package size and the pre-order switch. */
export function ShippingSection({ defaultPreparationDays }: { defaultPreparationDays?: number | null }) {
  const t = useT();
  const errors = useProductErrors();
  const [weightGrams, setWeightGrams] = useProductField('weightGrams');
  const [preparationDays, setPreparationDays] = useProductField('preparationDays');
  const [isPreOrder, setIsPreOrder] = useProductField('isPreOrder');
  return (
    <FormSection id="shipping" title={t('sellerProducts.sections.shipping')}>
      <div className={shared.grid2}>
        <NumberField
          name="weightGrams"
          label={t('sellerProducts.fields.weight')}
          unit="g"
          value={weightGrams}
          onChange={setWeightGrams}
          error={errors.weightGrams}
          hint={t('sellerProducts.fields.weightHint', {
            min: P.weightMinGrams,
            max: P.weightMaxGrams.toLocaleString('vi-VN'),
          })}
          required
        />
        <NumberField
          name="preparationDays"
          label={t('sellerProducts.fields.preparation')}
          unit={t('sellerProducts.fields.days')}
          value={preparationDays}
          onChange={setPreparationDays}
          error={errors.preparationDays}
          hint={t('sellerProducts.fields.preparationHint', {
            min: P.preparationMinDays,
            max: P.preparationInStockMaxDays,
            preOrderMin: P.preparationPreOrderMinDays,
            preOrderMax: P.preparationMaxDays,
          })}
          required
        />
      </div>
      <fieldset className={shared.inlineFieldset}>
        <legend className={fieldStyles.label}>{t('sellerProducts.fields.package')}</legend>
        <div className={styles.grid3}>
          {PACKAGE_BOXES.map((key) => (
            <PackageBox key={key} field={key} error={errors[key]} />
          ))}
        </div>
      </fieldset>
      <Checkbox
        label={t('sellerProducts.fields.preOrder')}
        checked={isPreOrder}
        onChange={(event) => {
          const preOrder = event.target.checked;
          setIsPreOrder(preOrder);
          // Move the preparation time into the range the switch now allows (1-3 or 5-30 days).
          const days = Number(preparationDays);
          const range = preparationRange(preOrder);
          if (!Number.isFinite(days) || days < range.min || days > range.max) {
            setPreparationDays(
              String(preOrder ? range.min : (defaultPreparationDays ?? P.preparationDefaultDays)),
            );
          }
        }}
      />
    </FormSection>
  );
}

function PackageBox({ field, error }: { field: (typeof PACKAGE_BOXES)[number]; error?: string }) {
  const t = useT();
  const [value, setValue] = useProductField(field);
  return (
    <NumberField
      name={field}
      label={t(`sellerProducts.fields.${field}`)}
      unit="cm"
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}
