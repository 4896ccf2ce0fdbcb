import { PRODUCT_GENDERS } from '@cho-dep/core/catalog/product-genders';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../lib/i18n';
import { SelectField } from '../../../ui/select-field';
import { FormSection } from './form-bits';
import styles from './product-form.module.css';
import { AttributeField } from './product-form-fields';
import { useProductErrors, useProductField, useProductFormContext } from './product-form-state';
import { ATTRIBUTE_KEYS, type TextAttributeKey } from './product-form-values';

/** Gender and the free-text attributes (brand, style, material...) with their suggestions. */
export function AttributesSection() {
  const t = useT();
  const errors = useProductErrors();
  const { control, setValue, getValues, clearErrors } = useProductFormContext();
  const [gender, setGender] = useProductField('gender', 'attributes.gender');
  const attributes = useWatch({ control, name: 'attributes' });
  const setAttribute = (key: TextAttributeKey, value: string) => {
    setValue('attributes', { ...getValues('attributes'), [key]: value });
    // The brand's own column is checked under "brand".
    clearErrors([`attributes.${key}`, ...(key === 'brand' ? ['brand'] : [])] as never);
  };
  return (
    <FormSection
      id="attributes"
      title={t('sellerProducts.sections.attributes')}
      hint={t('sellerProducts.sections.attributesHint')}
    >
      <div className={styles.grid2}>
        <SelectField
          label={t('product.details.gender')}
          value={gender}
          onChange={(event) => setGender(event.target.value)}
          placeholder={t('sellerProducts.fields.choose')}
          options={PRODUCT_GENDERS.map((g) => ({ value: g, label: t(`product.details.genders.${g}`) }))}
          error={errors['attributes.gender']}
        />
        {ATTRIBUTE_KEYS.map((key) => (
          <AttributeField
            key={key}
            attribute={key}
            value={attributes[key]}
            error={errors[`attributes.${key}`] ?? (key === 'brand' ? errors.brand : undefined)}
            onChange={(v) => setAttribute(key, v)}
          />
        ))}
      </div>
    </FormSection>
  );
}
