import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { type ProductStatus, RETURN_CONDITIONS } from './catalog-states';
import { productAttributesSchema } from './product-attributes';
import { findSensitiveTerm } from './sensitive-content';

/**
 * A product as the seller writes it (product.md §3 and §5); the seller centre's form and
 * the seller products API parse the same schema. Money is whole dong, weights grams, package
 * sizes cm, size details cm and kg.
 *
 * Three strengths:
 * - productInputSchema: a new product sent for review. Every rule of product.md §5, and
 *   every variant has at least 1 in stock ("Quantity at least 1").
 * - productUpdateSchema: an existing product saved or sent again. The same rules, except a
 *   variant may have 0 in stock (sold out is a normal state the seller may keep).
 * - productDraftSchema: a draft. Needs a name and a leaf category (the table requires both
 *   and the form asks for them first); every other field may be missing, and every maximum
 *   bound and shape rule still applies, so a draft never holds what no product may hold.
 *
 * Choices where product.md is silent or reads two ways (see LIMITS.product):
 * - 1 to 9 pictures, the first is the cover; 0 to 1 video; up to 12 description pictures.
 * - Preparation time read as Shopee does (product.md gives 5-30 days and a 1-3 day tooltip): 1 to 3
 *   days for a product in stock, 5 to 30 for a pre-order product (preparationRange).
 * - 0 to 2 classifications; with none, exactly one variant with no option values.
 */

const P = LIMITS.product;

/** A storage key of an uploaded (or seeded) picture or video: a path, never a URL. */
export const mediaKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'validation.product.mediaKey')
  .refine((key) => !key.includes('..'), 'validation.product.mediaKey');

/**
 * The preparation days a product may promise: a product in stock is handed over within 1-3
 * days, a pre-order product takes 5-30 (the "Hàng đặt trước" switch of the form).
 */
export function preparationRange(isPreOrder: boolean): { min: number; max: number } {
  return isPreOrder
    ? { min: P.preparationPreOrderMinDays, max: P.preparationMaxDays }
    : { min: P.preparationMinDays, max: P.preparationInStockMaxDays };
}

const text = (max: number) => z.string().trim().max(max);
const whole = (min: number, max: number) => z.number().int().min(min).max(max);

const optionValueSchema = z.object({
  value: z.string().trim().min(1).max(P.optionValueMax),
  image: mediaKeySchema.nullable().default(null),
});

const optionSchema = z.object({
  name: z.string().trim().min(1).max(P.optionNameMax),
  values: z.array(optionValueSchema).min(1).max(P.optionValuesMax),
});

const variantSchema = z.object({
  /** One chosen value per classification, in the classifications' order. */
  optionValues: z
    .array(z.object({ name: z.string().trim().min(1), value: z.string().trim().min(1) }))
    .max(P.optionsMax)
    .default([]),
  sku: text(P.skuMax)
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null)),
  price: whole(1, P.priceMax),
  salePrice: whole(1, P.priceMax).nullable().default(null),
  stock: whole(0, P.stockMax),
});

const sizeDetailSchema = z.object({
  sizeName: z.string().trim().min(1).max(P.sizeNameMax),
  heightMinCm: whole(P.sizeHeightCmMin, P.sizeHeightCmMax),
  heightMaxCm: whole(P.sizeHeightCmMin, P.sizeHeightCmMax),
  weightMinKg: whole(P.sizeWeightKgMin, P.sizeWeightKgMax),
  weightMaxKg: whole(P.sizeWeightKgMin, P.sizeWeightKgMax),
});

const packageCm = whole(P.packageCmMin, P.packageCmMax).nullable().default(null);

const fields = {
  name: z.string().trim().min(P.nameMin).max(P.nameMax),
  categoryId: z.uuid(),
  description: z.string().trim().min(P.descriptionMin).max(P.descriptionMax),
  attributes: productAttributesSchema.default({}),
  brand: text(P.brandMax)
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null)),
  // Say what is missing ("add at least 1 picture"), not a bare minimum of 1.
  images: z.array(mediaKeySchema).min(P.imagesMin, 'validation.product.imagesMissing').max(P.imagesMax),
  videoKey: mediaKeySchema.nullable().default(null),
  descriptionImageKeys: z.array(mediaKeySchema).max(P.descriptionImagesMax).default([]),
  options: z.array(optionSchema).max(P.optionsMax).default([]),
  variants: z.array(variantSchema).min(1).max(P.variantsMax),
  weightGrams: whole(P.weightMinGrams, P.weightMaxGrams),
  packageLengthCm: packageCm,
  packageWidthCm: packageCm,
  packageHeightCm: packageCm,
  sizeDetails: z.array(sizeDetailSchema).max(P.sizeDetailsMax).default([]),
  sizeChartId: z.uuid().nullable().default(null),
  preparationDays: whole(P.preparationMinDays, P.preparationMaxDays),
  returnDays: whole(P.returnPeriodMinDays, P.returnPeriodMaxDays),
  returnConditions: z.array(z.enum(RETURN_CONDITIONS)).min(1, 'validation.product.returnConditions'),
  isPreOrder: z.boolean().default(false),
  link: z
    .union([
      z.url({ protocol: /^https?$/, message: 'validation.product.link' }).max(P.linkMax),
      z.literal(''),
    ])
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null)),
};

type Mode = 'create' | 'update' | 'draft';

const VIDEO_KEY = new RegExp(`\\.(${P.videoFormats.join('|')})$`, 'i');

interface Checked {
  name?: string;
  preparationDays?: number | null;
  isPreOrder?: boolean;
  videoKey?: string | null;
  descriptionImageKeys?: string[];
  description?: string;
  options?: { name: string; values: { value: string }[] }[];
  variants?: {
    optionValues: { name: string; value: string }[];
    price: number;
    salePrice: number | null;
    stock: number;
  }[];
  sizeDetails?: { heightMinCm: number; heightMaxCm: number; weightMinKg: number; weightMaxKg: number }[];
  images?: string[];
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('vi') === b.trim().toLocaleLowerCase('vi');

/** The rules that look at several fields at once; `mode` says how strict (see the header). */
function crossChecks(mode: Mode) {
  return (v: Checked, ctx: z.RefinementCtx) => {
    const issue = (path: (string | number)[], message: string, params?: Record<string, number>) =>
      ctx.addIssue({ code: 'custom', path, message, params });

    for (const field of ['name', 'description'] as const) {
      const value = v[field];
      if (value && findSensitiveTerm(value)) issue([field], 'validation.product.sensitiveContent');
    }

    // Preparation: the range follows the pre-order switch. A draft may still leave it empty (0 or
    // null) and may be below a pre-order's minimum, but never above what it may promise.
    const prep = v.preparationDays;
    if (typeof prep === 'number' && !(mode === 'draft' && prep === 0)) {
      const range = preparationRange(v.isPreOrder === true);
      if (prep > range.max || (mode !== 'draft' && prep < range.min)) {
        const message = v.isPreOrder
          ? 'validation.product.preparationPreOrder'
          : 'validation.product.preparationInStock';
        issue(['preparationDays'], message, range);
      }
    }

    const options = v.options ?? [];
    options.forEach((option, i) => {
      // product.md §5: "Option name is required, at least 3 characters" (also in drafts:
      // an option row exists only once the seller named it).
      if (option.name.length < P.optionNameMin) {
        issue(['options', i, 'name'], 'validation.product.optionNameMin', { min: P.optionNameMin });
      }
      if (options.findIndex((o) => same(o.name, option.name)) !== i) {
        issue(['options', i, 'name'], 'validation.product.optionNameDuplicate');
      }
      option.values.forEach((value, j) => {
        if (option.values.findIndex((w) => same(w.value, value.value)) !== j) {
          issue(['options', i, 'values', j, 'value'], 'validation.product.optionValueDuplicate');
        }
      });
    });

    // Variants: one per combination of the classifications' values, each known to the options.
    const variants = v.variants ?? [];
    const seen = new Set<string>();
    variants.forEach((variant, i) => {
      const fits =
        variant.optionValues.length === options.length &&
        variant.optionValues.every((ov, k) => {
          const option = options[k];
          return option && same(option.name, ov.name) && option.values.some((w) => same(w.value, ov.value));
        });
      if (!fits) issue(['variants', i, 'optionValues'], 'validation.product.variantOptions');
      const combo = variant.optionValues.map((ov) => ov.value.trim().toLocaleLowerCase('vi')).join('\u0000');
      if (seen.has(combo)) issue(['variants', i, 'optionValues'], 'validation.product.variantDuplicate');
      seen.add(combo);
      if (variant.salePrice !== null && variant.salePrice >= variant.price) {
        issue(['variants', i, 'salePrice'], 'validation.product.salePriceBelowPrice');
      }
      if (mode === 'create' && variant.stock < P.quantityMin) {
        issue(['variants', i, 'stock'], 'validation.product.quantityMin', { min: P.quantityMin });
      }
    });
    if (mode !== 'draft' && v.variants) {
      const combinations = options.reduce((n, o) => n * o.values.length, 1);
      if (combinations > P.variantsMax) {
        issue(['options'], 'validation.product.tooManyVariants', { max: P.variantsMax });
      } else if (seen.size !== combinations || variants.length !== combinations) {
        issue(['variants'], 'validation.product.variantsMissing');
      }
    }

    (v.sizeDetails ?? []).forEach((d, i) => {
      if (d.heightMinCm > d.heightMaxCm)
        issue(['sizeDetails', i, 'heightMaxCm'], 'validation.product.rangeOrder');
      if (d.weightMinKg > d.weightMaxKg)
        issue(['sizeDetails', i, 'weightMaxKg'], 'validation.product.rangeOrder');
    });

    const images = v.images ?? [];
    images.forEach((key, i) => {
      if (images.indexOf(key) !== i) issue(['images', i], 'validation.product.imageDuplicate');
      if (VIDEO_KEY.test(key)) issue(['images', i], 'validation.product.mediaKey');
    });
    (v.descriptionImageKeys ?? []).forEach((key, i) => {
      if (VIDEO_KEY.test(key)) issue(['descriptionImageKeys', i], 'validation.product.mediaKey');
    });
    // A video is stored under its own extension (seller-product-media.ts); pictures have none.
    if (v.videoKey && !VIDEO_KEY.test(v.videoKey)) issue(['videoKey'], 'validation.product.mediaKey');
  };
}

export const productInputSchema = z.object(fields).superRefine(crossChecks('create'));

export const productUpdateSchema = z.object(fields).superRefine(crossChecks('update'));

export const productDraftSchema = z
  .object({
    ...fields,
    name: z.string().trim().min(1).max(P.nameMax),
    description: text(P.descriptionMax).default(''),
    images: z.array(mediaKeySchema).max(P.imagesMax).default([]),
    variants: z.array(variantSchema).max(P.variantsMax).default([]),
    weightGrams: whole(0, P.weightMaxGrams).nullable().default(null),
    preparationDays: whole(0, P.preparationMaxDays).nullable().default(null),
    returnDays: whole(0, P.returnPeriodMaxDays).nullable().default(null),
    returnConditions: z.array(z.enum(RETURN_CONDITIONS)).default([]),
  })
  .superRefine(crossChecks('draft'));

/** A product ready for review (or saved live). */
export type ProductInput = z.infer<typeof productInputSchema>;
/** A draft: the same fields, most of them optional. */
export type ProductDraftInput = z.infer<typeof productDraftSchema>;
/** What the form sends before parsing (defaults not yet applied). */
export type ProductInputBody = z.input<typeof productDraftSchema>;

export type ProductStrength = 'create' | 'update' | 'draft';

/**
 * Which rules a save obeys (the API and the form ask the same question): a product not yet sent
 * (new, draft or rejected) is a draft unless submitted, then a new product; one already sent
 * (pending, approved, hidden) is checked as an edit whatever `submit` says.
 */
export function productStrengthFor(input: {
  status: ProductStatus | null;
  submit: boolean;
}): ProductStrength {
  const unsent = input.status === null || input.status === 'draft' || input.status === 'rejected';
  if (!unsent) return 'update';
  return input.submit ? 'create' : 'draft';
}

export const PRODUCT_SCHEMAS = {
  create: productInputSchema,
  update: productUpdateSchema,
  draft: productDraftSchema,
} as const;
