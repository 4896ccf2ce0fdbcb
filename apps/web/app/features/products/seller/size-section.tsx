import type { SizeAttributeId, SizeChartRow, SizeChartType } from '@cho-dep/core/catalog/size-chart';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import fieldStyles from '../../../ui/field.module.css';
import { SelectField } from '../../../ui/select-field';
import { SizeChartTable } from '../../../ui/size-tables';
import { FormSection, GroupError } from './form-bits';
import shared from './product-form.module.css';
import { useProductErrors, useProductField } from './product-form-state';
import { newKey, type SizeDetailDraft } from './product-form-values';
import styles from './size-section.module.css';

const P = LIMITS.product;

const DETAIL_BOXES = [
  { field: 'heightMinCm', unit: 'cm' },
  { field: 'heightMaxCm', unit: 'cm' },
  { field: 'weightMinKg', unit: 'kg' },
  { field: 'weightMaxKg', unit: 'kg' },
] as const;

/** Size details (product.md §5: a size needs a height range and a weight range). */
function SizeDetailsEditor({
  details,
  onChange,
  errors,
}: {
  details: SizeDetailDraft[];
  onChange: (next: SizeDetailDraft[]) => void;
  errors: Record<string, string>;
}) {
  const t = useT();
  const set = (index: number, next: SizeDetailDraft) =>
    onChange(details.map((d, i) => (i === index ? next : d)));
  return (
    <div className={styles.sizeDetails}>
      {details.length > 0 && (
        <ul className={styles.sizeRows}>
          {details.map((detail, index) => {
            const rowErrors = [
              errors[`sizeDetails.${index}.sizeName`],
              ...DETAIL_BOXES.map(({ field }) => errors[`sizeDetails.${index}.${field}`]),
            ].filter(Boolean);
            return (
              <li key={detail.key} className={styles.sizeRow}>
                <label className={styles.sizeBox}>
                  <span className={shared.bulkLabel}>{t('sellerProducts.size.sizeName')}</span>
                  <input
                    className={fieldStyles.control}
                    value={detail.sizeName}
                    maxLength={P.sizeNameMax}
                    placeholder="M"
                    aria-invalid={errors[`sizeDetails.${index}.sizeName`] ? true : undefined}
                    onChange={(event) => set(index, { ...detail, sizeName: event.target.value })}
                  />
                </label>
                {DETAIL_BOXES.map(({ field, unit }) => (
                  <label key={field} className={styles.sizeBox}>
                    <span className={shared.bulkLabel}>
                      {t(`sellerProducts.size.${field}`)} ({unit})
                    </span>
                    <input
                      className={fieldStyles.control}
                      inputMode="numeric"
                      maxLength={4}
                      value={detail[field]}
                      aria-invalid={errors[`sizeDetails.${index}.${field}`] ? true : undefined}
                      onChange={(event) => set(index, { ...detail, [field]: event.target.value })}
                    />
                  </label>
                ))}
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.sizeRemove}
                  onClick={() => onChange(details.filter((_, i) => i !== index))}
                >
                  {t('sellerProducts.size.remove')}
                </Button>
                {rowErrors.length > 0 && (
                  <div className={styles.sizeError}>
                    <GroupError message={rowErrors.join(' ')} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {details.length < P.sizeDetailsMax && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            onChange([
              ...details,
              {
                key: newKey('s'),
                sizeName: '',
                heightMinCm: '',
                heightMaxCm: '',
                weightMinKg: '',
                weightMaxKg: '',
              },
            ])
          }
        >
          + {t('sellerProducts.size.add')}
        </Button>
      )}
      <GroupError message={errors.sizeDetails} />
    </div>
  );
}

export interface SizeChartChoice {
  id: string;
  name: string;
  type: SizeChartType;
  rows: SizeChartRow[];
}

/** Picks one of the shop's size charts and shows it; links to the page that makes one. */
function SizeChartPicker({
  charts,
  value,
  onChange,
  error,
}: {
  charts: SizeChartChoice[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const t = useT();
  const chosen = charts.find((c) => c.id === value);
  const attributeIds = chosen
    ? [...new Set<SizeAttributeId>(chosen.rows.flatMap((r) => r.values.map((v) => v.attributeId)))].sort(
        (a, b) => a - b,
      )
    : [];
  return (
    <div className={styles.sizeChart}>
      <SelectField
        label={t('sellerProducts.size.chart')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('sellerProducts.size.noChart')}
        options={charts.map((c) => ({ value: c.id, label: c.name }))}
        error={error}
        hint={charts.length === 0 ? t('sellerProducts.size.noChartsYet') : undefined}
      />
      <Link
        to="/ban-hang/quan-ly-size-chart/tao"
        className={styles.inlineLink}
        target="_blank"
        rel="noopener"
      >
        {t('sellerProducts.size.createChart')}
      </Link>
      {chosen && chosen.rows.length > 0 && (
        <SizeChartTable chart={{ name: chosen.name, type: chosen.type, attributeIds, rows: chosen.rows }} />
      )}
    </div>
  );
}

/** The product's own size details and the shop's size chart it shows. */
export function SizeSection({ sizeCharts }: { sizeCharts: SizeChartChoice[] }) {
  const t = useT();
  const errors = useProductErrors();
  const [details, setDetails] = useProductField('sizeDetails');
  const [sizeChartId, setSizeChartId] = useProductField('sizeChartId');
  return (
    <FormSection
      id="size"
      title={t('sellerProducts.sections.size')}
      hint={t('sellerProducts.sections.sizeHint')}
    >
      <SizeDetailsEditor details={details} onChange={setDetails} errors={errors} />
      <SizeChartPicker
        charts={sizeCharts}
        value={sizeChartId}
        onChange={setSizeChartId}
        error={errors.sizeChartId}
      />
    </FormSection>
  );
}
