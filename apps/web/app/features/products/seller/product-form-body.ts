import type { ProductInputBody } from '@cho-dep/core/catalog/product-input-schema';
import { parsePrice } from '@cho-dep/core/format/money';
import { ATTRIBUTE_KEYS, type ProductFormValues } from './product-form-values';
import { namedValues } from './variant-rows';

/**
 * A typed number box as the API wants it: empty is `empty` (missing or null), a number with
 * thousands separators is that number, anything else goes as typed so the shared schema
 * names the field ("must be a number") instead of the form guessing.
 */
function numberOf<E>(text: string, empty: E): number | string | E {
  const trimmed = text.trim();
  if (trimmed === '') return empty;
  return parsePrice(trimmed) ?? trimmed;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The request body of the product form (the shared productInputSchema / productDraftSchema
 * read it). `draft` relaxes what an empty box means: a draft may leave numbers out, and a
 * draft whose variant table is still empty sends no variants at all.
 */
export function toProductBody(values: ProductFormValues, draft: boolean): ProductInputBody {
  const options = values.options.map((option) => ({
    name: option.name.trim(),
    values: namedValues(option).map((v) => ({ value: v.value.trim(), image: v.image?.key ?? null })),
  }));
  const valueText = new Map(
    values.options.flatMap((o) => o.values.map((v) => [v.key, { option: o, v }] as const)),
  );
  const variantsTyped = values.variants.some(
    (row) => row.price.trim() || row.stock.trim() || row.salePrice.trim(),
  );
  const variants =
    draft && !variantsTyped
      ? []
      : values.variants.map((row) => ({
          optionValues: row.valueKeys.map((key) => {
            const found = valueText.get(key);
            return { name: found?.option.name.trim() ?? '', value: found?.v.value.trim() ?? '' };
          }),
          sku: orNull(row.sku),
          price: numberOf(row.price, undefined),
          salePrice: numberOf(row.salePrice, null),
          stock: numberOf(row.stock, undefined),
        }));
  const attributes: Record<string, string> = {};
  if (values.gender) attributes.gender = values.gender;
  for (const key of ATTRIBUTE_KEYS) {
    const value = values.attributes[key].trim();
    if (value && (key !== 'brand' || values.brandInAttributes)) attributes[key] = value;
  }
  const missing = draft ? null : undefined;
  const body = {
    name: values.name,
    categoryId: values.categoryId || undefined,
    description: values.description,
    attributes,
    // The brand also has its own column (listings and search read it).
    brand: orNull(values.attributes.brand),
    images: values.images.map((m) => m.key),
    videoKey: values.video?.key ?? null,
    descriptionImageKeys: values.descriptionImages.map((m) => m.key),
    options,
    variants,
    weightGrams: numberOf(values.weightGrams, missing),
    packageLengthCm: numberOf(values.packageLengthCm, null),
    packageWidthCm: numberOf(values.packageWidthCm, null),
    packageHeightCm: numberOf(values.packageHeightCm, null),
    sizeDetails: values.sizeDetails.map((d) => ({
      sizeName: d.sizeName,
      heightMinCm: numberOf(d.heightMinCm, undefined),
      heightMaxCm: numberOf(d.heightMaxCm, undefined),
      weightMinKg: numberOf(d.weightMinKg, undefined),
      weightMaxKg: numberOf(d.weightMaxKg, undefined),
    })),
    sizeChartId: values.sizeChartId || null,
    preparationDays: numberOf(values.preparationDays, missing),
    returnDays: numberOf(values.returnDays, missing),
    returnConditions: values.returnConditions,
    isPreOrder: values.isPreOrder,
    link: orNull(values.link),
  };
  // Boxes typed wrong are sent as typed on purpose (see numberOf): the schema reports them.
  return body as ProductInputBody;
}
