import { ATTRIBUTE_KEYS, emptyProductForm, newKey, type ProductFormValues } from './product-form-values';
import type { SellerProductDetail } from './products-api';
import type { OptionDraft, VariantRow } from './variant-rows';

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
/** Dong with thousands dots ("199.000"), as sellers type them; parsePrice reads them back. */
const money = (n: number | null) => (n === null ? '' : n.toLocaleString('vi-VN'));

/**
 * The form's values for a stored product: option and value keys are made here, and each
 * variant finds its value keys by the value texts of its classifications (in option order).
 */
export function storedToForm(detail: Pick<SellerProductDetail, 'product' | 'mediaUrls'>): ProductFormValues {
  const p = detail.product;
  const media = (key: string) => ({ key, url: detail.mediaUrls[key] ?? '' });
  const options: OptionDraft[] = p.options.map((o) => ({
    key: newKey('o'),
    name: o.name,
    values: o.values.map((v) => ({
      key: newKey('v'),
      value: v.value,
      image: v.image ? media(v.image) : null,
    })),
  }));
  const variants: VariantRow[] = p.variants.map((variant) => ({
    id: variant.id,
    valueKeys: variant.optionValues.map(
      (ov, i) => options[i]?.values.find((v) => v.value === ov.value)?.key ?? `missing:${ov.value}`,
    ),
    price: money(variant.price),
    salePrice: money(variant.salePrice),
    stock: text(variant.stock),
    sku: variant.sku ?? '',
  }));
  const empty = emptyProductForm();
  const attributes = { ...empty.attributes };
  for (const key of ATTRIBUTE_KEYS) attributes[key] = p.attributes[key] ?? '';
  if (!attributes.brand && p.brand) attributes.brand = p.brand;
  return {
    images: p.images.map(media),
    video: p.videoKey ? media(p.videoKey) : null,
    name: p.name,
    categoryId: p.categoryId,
    gender: p.attributes.gender ?? '',
    attributes,
    brandInAttributes: Boolean(p.attributes.brand),
    description: p.description,
    descriptionImages: p.descriptionImageKeys.map(media),
    options,
    variants: variants.length > 0 ? variants : empty.variants,
    weightGrams: text(p.weightGrams),
    packageLengthCm: text(p.packageLengthCm),
    packageWidthCm: text(p.packageWidthCm),
    packageHeightCm: text(p.packageHeightCm),
    sizeDetails: p.sizeDetails.map((d) => ({
      key: newKey('s'),
      sizeName: d.sizeName,
      heightMinCm: text(d.heightMinCm),
      heightMaxCm: text(d.heightMaxCm),
      weightMinKg: text(d.weightMinKg),
      weightMaxKg: text(d.weightMaxKg),
    })),
    sizeChartId: p.sizeChartId ?? '',
    preparationDays: text(p.preparationDays),
    returnDays: text(p.returnDays),
    returnConditions: [...p.returnConditions],
    isPreOrder: p.isPreOrder,
    link: p.link ?? '',
  };
}
