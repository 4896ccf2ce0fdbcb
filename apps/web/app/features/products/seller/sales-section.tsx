import { useLanguage, useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { ClassificationsEditor } from './classifications-section';
import { FormSection } from './form-bits';
import { useProductErrors, useProductField, useProductFormContext } from './product-form-state';
import { formatDay } from './product-format';
import { type PriceLock, uploadProductMedia } from './products-api';
import { buildVariantRows } from './variant-rows';
import { VariantTable } from './variant-table';

/**
 * The classifications and the price, stock and SKU of every combination; a live product whose
 * price is locked says until when.
 */
export function SalesSection({ priceLock }: { priceLock?: PriceLock }) {
  const t = useT();
  const language = useLanguage();
  const errors = useProductErrors();
  const { setValue, getValues } = useProductFormContext();
  const [options] = useProductField('options');
  const [variants, setVariants] = useProductField('variants');
  return (
    <FormSection
      id="sales"
      title={t('sellerProducts.sections.sales')}
      hint={t('sellerProducts.sections.salesHint')}
    >
      <ClassificationsEditor
        options={options}
        onChange={(next) => {
          // The table follows the classifications, keeping what was typed (buildVariantRows).
          setValue('options', next);
          setValue('variants', buildVariantRows(next, getValues('variants')));
        }}
        upload={uploadProductMedia}
        errors={errors}
      />
      {priceLock?.applies && !priceLock.allowed && (
        <Alert tone="info">
          {t('sellerProducts.lock.lockedShort', { date: formatDay(priceLock.allowedFrom, language) })}
        </Alert>
      )}
      <VariantTable options={options} rows={variants} onChange={setVariants} errors={errors} />
    </FormSection>
  );
}
