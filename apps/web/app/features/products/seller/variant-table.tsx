import { LIMITS } from '@cho-dep/core/constants/limits';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import fieldStyles from '../../../ui/field.module.css';
import { GroupError } from './form-bits';
import shared from './product-form.module.css';
import { applyToAll, type OptionDraft, rowLabel, type VariantField, type VariantRow } from './variant-rows';
import styles from './variant-table.module.css';

const P = LIMITS.product;

const FIELDS: { field: VariantField; numeric: boolean }[] = [
  { field: 'price', numeric: true },
  { field: 'salePrice', numeric: true },
  { field: 'stock', numeric: true },
  { field: 'sku', numeric: false },
];

/**
 * Price, sale price, stock and SKU of every combination. Phones show one card per variant;
 * wide screens a table. "Apply to all" copies the filled boxes of the bulk row to every row.
 */
export function VariantTable({
  options,
  rows,
  onChange,
  errors,
}: {
  options: OptionDraft[];
  rows: VariantRow[];
  onChange: (next: VariantRow[]) => void;
  errors: Record<string, string>;
}) {
  const t = useT();
  const [bulk, setBulk] = useState({ price: '', salePrice: '', stock: '' });
  const single = rows.length === 1 && rows[0]?.valueKeys.length === 0;
  const setCell = (index: number, field: VariantField, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const label = (field: VariantField) => t(`sellerProducts.variants.${field}`);

  return (
    <div className={styles.variants}>
      {!single && rows.length > 1 && (
        <fieldset className={styles.bulk}>
          <legend className="visually-hidden">{t('sellerProducts.variants.bulkLabel')}</legend>
          {(['price', 'salePrice', 'stock'] as const).map((field) => (
            <label key={field} className={styles.bulkField}>
              <span className={shared.bulkLabel}>{label(field)}</span>
              <input
                className={fieldStyles.control}
                inputMode="numeric"
                value={bulk[field]}
                onChange={(event) => setBulk({ ...bulk, [field]: event.target.value })}
              />
            </label>
          ))}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onChange(applyToAll(rows, bulk))}
            disabled={!bulk.price.trim() && !bulk.salePrice.trim() && !bulk.stock.trim()}
          >
            {t('sellerProducts.variants.applyAll')}
          </Button>
        </fieldset>
      )}
      <div className={styles.variantTableWrap}>
        <table className={styles.variantTable}>
          <thead>
            <tr>
              {!single && <th scope="col">{t('sellerProducts.variants.variant')}</th>}
              {FIELDS.map(({ field }) => (
                <th key={field} scope="col">
                  {label(field)}
                  {(field === 'price' || field === 'stock') && (
                    <span className={fieldStyles.required} aria-hidden="true">
                      *
                    </span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const name = single ? t('sellerProducts.variants.single') : rowLabel(options, row);
              const rowError = errors[`variants.${index}.optionValues`] ?? errors[`variants.${index}`];
              return (
                <tr key={row.valueKeys.join('|') || 'single'} className={styles.variantRow}>
                  {!single && (
                    <th scope="row" className={styles.variantName}>
                      {name}
                      <GroupError message={rowError} />
                    </th>
                  )}
                  {FIELDS.map(({ field, numeric }) => {
                    const error = errors[`variants.${index}.${field}`];
                    const id = `variant-${index}-${field}`;
                    return (
                      <td key={field} className={styles.variantCell} data-label={label(field)}>
                        <label htmlFor={id} className="visually-hidden">
                          {label(field)} {name}
                        </label>
                        <input
                          id={id}
                          className={fieldStyles.control}
                          inputMode={numeric ? 'numeric' : undefined}
                          value={row[field]}
                          maxLength={numeric ? 15 : P.skuMax}
                          placeholder={field === 'price' || field === 'salePrice' ? '₫' : undefined}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          onChange={(event) => setCell(index, field, event.target.value)}
                        />
                        <GroupError id={`${id}-error`} message={error} />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <GroupError message={errors.variants} />
    </div>
  );
}
