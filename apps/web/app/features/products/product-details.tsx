import type { ProductDetailView } from '@cho-dep/core/catalog/product-detail';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { attributeValueLabel } from '../../lib/attribute-label';
import { useT } from '../../lib/i18n';
import { SizeDetailsTable } from '../../ui/size-tables';
import styles from './product-sections.module.css';

const TEXT_ATTRIBUTES = [
  'brand',
  'style',
  'pattern',
  'collar',
  'sleeveStyle',
  'season',
  'bodyShape',
  'material',
  'origin',
] as const;

/** "Chi tiết sản phẩm": category, the attributes the seller filled in, logistics and return terms. */
export function ProductDetails({ product }: { product: ProductDetailView }) {
  const t = useT();
  const rows: { label: string; value: ReactNode }[] = [];
  const leaf = product.breadcrumb[product.breadcrumb.length - 1];
  if (leaf)
    rows.push({
      label: t('product.details.category'),
      value: <Link to={`/nganh-hang/${leaf.id}`}>{leaf.name}</Link>,
    });
  const { attributes, logistics, returnTerms } = product;
  if (attributes.gender) {
    rows.push({
      label: t('product.details.gender'),
      value: t(`product.details.genders.${attributes.gender}`),
    });
  }
  for (const key of TEXT_ATTRIBUTES) {
    const value = attributes[key];
    if (value) rows.push({ label: t(`product.details.${key}`), value: attributeValueLabel(t, key, value) });
  }
  rows.push({
    label: t('product.details.weight'),
    value: t('product.details.weightValue', { value: logistics.weightGrams }),
  });
  if (logistics.packageLengthCm && logistics.packageWidthCm && logistics.packageHeightCm) {
    rows.push({
      label: t('product.details.package'),
      value: t('product.details.packageValue', {
        length: logistics.packageLengthCm,
        width: logistics.packageWidthCm,
        height: logistics.packageHeightCm,
      }),
    });
  }
  rows.push({
    label: t('product.details.preparation'),
    value: t('product.details.preparationValue', { count: logistics.preparationDays }),
  });
  if (product.isPreOrder)
    rows.push({ label: t('product.details.preOrder'), value: t('product.details.yes') });
  rows.push({
    label: t('product.details.returns'),
    value: t('product.details.returnsValue', { count: returnTerms.days }),
  });
  if (returnTerms.conditions.length > 0) {
    rows.push({
      label: t('product.details.returnConditions'),
      value: (
        <ul className={styles.inlineList}>
          {returnTerms.conditions.map((condition) => (
            <li key={condition}>{t(`catalog.returnConditions.${condition}`)}</li>
          ))}
        </ul>
      ),
    });
  }
  if (product.link) {
    rows.push({
      label: t('product.details.link'),
      value: (
        <a href={product.link} target="_blank" rel="noopener noreferrer nofollow ugc">
          {t('product.details.linkOpen')}
        </a>
      ),
    });
  }

  return (
    <section className={styles.section} aria-labelledby="product-details-title">
      <h2 id="product-details-title" className={styles.title}>
        {t('product.sections.details')}
      </h2>
      <dl className={styles.attributes}>
        {rows.map((row) => (
          <div key={row.label} className={styles.attribute}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {product.sizeDetails.length > 0 && (
        <SizeDetailsTable details={product.sizeDetails} caption={t('product.size.detailsTitle')} />
      )}
    </section>
  );
}
