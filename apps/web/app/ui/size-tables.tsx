import type { SizeChartView } from '@cho-dep/core/catalog/product-detail';
import { SIZE_ATTRIBUTES, type SizeDetail, type SizeValue } from '@cho-dep/core/catalog/size-chart';
import { useT } from '../lib/i18n';
import styles from './size-tables.module.css';

const KEY_OF = new Map<number, string>(SIZE_ATTRIBUTES.map((a) => [a.id, a.key]));

function cell(value: SizeValue | undefined): string {
  if (!value) return '–';
  return value.min === value.max ? String(value.min) : `${value.min}–${value.max}`;
}

/** The seller's size chart: a row per size, a column per measured attribute (cm). */
export function SizeChartTable({ chart }: { chart: SizeChartView }) {
  const t = useT();
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{chart.name}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product.size.sizeColumn')}</th>
            {chart.attributeIds.map((id) => (
              <th key={id} scope="col">
                {t(`product.size.attributes.${KEY_OF.get(id)}`)} <span className={styles.unit}>(cm)</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.sizeName}>
              <th scope="row">{row.sizeName}</th>
              {chart.attributeIds.map((id) => (
                <td key={id}>{cell(row.values.find((v) => v.attributeId === id))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Which size fits which height and weight (product.md §5, size details). */
export function SizeDetailsTable({ details, caption }: { details: SizeDetail[]; caption?: string }) {
  const t = useT();
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{t('product.size.sizeColumn')}</th>
            <th scope="col">{t('product.size.height')}</th>
            <th scope="col">{t('product.size.weight')}</th>
          </tr>
        </thead>
        <tbody>
          {details.map((detail) => (
            <tr key={detail.sizeName}>
              <th scope="row">{detail.sizeName}</th>
              <td>{t('product.size.cmRange', { min: detail.heightMinCm, max: detail.heightMaxCm })}</td>
              <td>{t('product.size.kgRange', { min: detail.weightMinKg, max: detail.weightMaxKg })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
