import type {
  SizeAttributeKey,
  SizeChartRow,
  SizeChartType,
  SizeDetail,
} from '@cho-dep/core/catalog/size-chart';
import { SIZE_ATTRIBUTES } from '@cho-dep/core/catalog/size-chart';
import type { ShapeName } from '../products/catalog/illustrations/illustration-svg';

/**
 * Size charts and size details of the demo garments, with the measurements Vietnamese shops
 * publish (centimetres; a single measure has min = max). A product's size names match the
 * rows of its chart, so the product page can show the chart and recommend a size.
 */
export type GarmentFamily = 'top' | 'dress' | 'skirt' | 'pants';
export type Fit = 'men' | 'women';

const FAMILY_OF: Partial<Record<ShapeName, GarmentFamily>> = {
  tshirt: 'top',
  shirt: 'top',
  polo: 'top',
  jacket: 'top',
  tankTop: 'top',
  pajamas: 'top',
  swimsuit: 'top',
  dress: 'dress',
  skirt: 'skirt',
  trousers: 'pants',
  shorts: 'pants',
};

export function garmentFamilyOf(shape: ShapeName): GarmentFamily | null {
  return FAMILY_OF[shape] ?? null;
}

export const CHART_TYPE: Record<GarmentFamily, SizeChartType> = {
  top: 'top',
  dress: 'dress',
  skirt: 'bottom',
  pants: 'bottom',
};

export const CHART_NAME: Record<GarmentFamily, Record<Fit, string>> = {
  top: { men: 'Bảng size áo nam', women: 'Bảng size áo nữ' },
  dress: { men: 'Bảng size đầm', women: 'Bảng size đầm' },
  skirt: { men: 'Bảng size chân váy', women: 'Bảng size chân váy' },
  pants: { men: 'Bảng size quần nam', women: 'Bảng size quần nữ' },
};

const ID = Object.fromEntries(SIZE_ATTRIBUTES.map((a) => [a.key, a.id])) as Record<
  SizeAttributeKey,
  (typeof SIZE_ATTRIBUTES)[number]['id']
>;

type Measures = Partial<Record<SizeAttributeKey, readonly [number, number] | number>>;

const row = (sizeName: string, measures: Measures): SizeChartRow => ({
  sizeName,
  values: Object.entries(measures).map(([key, value]) => {
    const [min, max] = typeof value === 'number' ? [value, value] : (value as readonly [number, number]);
    return { attributeId: ID[key as SizeAttributeKey], min, max };
  }),
});

const CHARTS: Record<GarmentFamily, Record<Fit, SizeChartRow[]>> = {
  top: {
    men: [
      row('S', { chest: [88, 92], shoulderWidth: [42, 43], shirtLength: [66, 67] }),
      row('M', { chest: [92, 96], shoulderWidth: [44, 45], shirtLength: [68, 69] }),
      row('L', { chest: [96, 100], shoulderWidth: [46, 47], shirtLength: [70, 71] }),
      row('XL', { chest: [100, 106], shoulderWidth: [48, 49], shirtLength: [72, 73] }),
    ],
    women: [
      row('S', { chest: [80, 84], shoulderWidth: [36, 37], shirtLength: [58, 60] }),
      row('M', { chest: [84, 88], shoulderWidth: [37, 38], shirtLength: [60, 62] }),
      row('L', { chest: [88, 92], shoulderWidth: [38, 40], shirtLength: [62, 64] }),
    ],
  },
  dress: {
    men: [],
    women: [
      row('S', { chest: [80, 84], upperWaist: [64, 68], hip: [86, 90], length: [95, 100] }),
      row('M', { chest: [84, 88], upperWaist: [68, 72], hip: [90, 94], length: [97, 102] }),
      row('L', { chest: [88, 92], upperWaist: [72, 76], hip: [94, 98], length: [99, 104] }),
    ],
  },
  skirt: {
    men: [],
    women: [
      row('S', { upperWaist: [64, 68], hip: [86, 90], length: 45 }),
      row('M', { upperWaist: [68, 72], hip: [90, 94], length: 46 }),
      row('L', { upperWaist: [72, 76], hip: [94, 98], length: 47 }),
    ],
  },
  pants: {
    men: [
      row('29', { upperWaist: [74, 76], hip: [90, 92], trouserLength: [98, 100], trouserLegWidth: 17 }),
      row('30', { upperWaist: [76, 78], hip: [92, 94], trouserLength: [99, 101], trouserLegWidth: 17.5 }),
      row('31', { upperWaist: [78, 80], hip: [94, 96], trouserLength: [100, 102], trouserLegWidth: 18 }),
      row('32', { upperWaist: [80, 82], hip: [96, 98], trouserLength: [101, 103], trouserLegWidth: 18.5 }),
      row('34', { upperWaist: [85, 87], hip: [100, 102], trouserLength: [102, 104], trouserLegWidth: 19 }),
    ],
    women: [
      row('26', { upperWaist: [64, 66], hip: [86, 88], trouserLength: [95, 97], trouserLegWidth: 15 }),
      row('27', { upperWaist: [66, 68], hip: [88, 90], trouserLength: [96, 98], trouserLegWidth: 15.5 }),
      row('28', { upperWaist: [68, 70], hip: [90, 92], trouserLength: [97, 99], trouserLegWidth: 16 }),
      row('29', { upperWaist: [70, 72], hip: [92, 94], trouserLength: [98, 100], trouserLegWidth: 16.5 }),
      row('30', { upperWaist: [72, 74], hip: [94, 96], trouserLength: [99, 101], trouserLegWidth: 17 }),
    ],
  },
};

/** The chart rows for a family and fit (dresses and skirts are only cut for women). */
export function chartRows(family: GarmentFamily, fit: Fit): SizeChartRow[] {
  const rows = CHARTS[family][fit];
  return rows.length > 0 ? rows : CHARTS[family].women;
}

/** Height (cm) and weight (kg) that each size fits. */
const BODY: Record<Fit, Record<string, readonly [number, number, number, number]>> = {
  men: {
    S: [155, 163, 45, 54],
    M: [162, 168, 54, 62],
    L: [167, 174, 61, 70],
    XL: [172, 180, 69, 80],
    '29': [158, 165, 50, 57],
    '30': [163, 169, 56, 62],
    '31': [166, 172, 60, 66],
    '32': [169, 176, 64, 71],
    '34': [172, 182, 70, 80],
  },
  women: {
    S: [148, 155, 40, 46],
    M: [154, 160, 46, 52],
    L: [159, 166, 52, 58],
    XL: [164, 172, 57, 65],
    '26': [148, 155, 40, 45],
    '27': [152, 158, 44, 49],
    '28': [155, 161, 48, 53],
    '29': [158, 164, 52, 57],
    '30': [160, 167, 56, 62],
  },
};

/** Size details for the sizes a product comes in (sizes without a known body are left out). */
export function sizeDetailsFor(sizes: readonly string[], fit: Fit): SizeDetail[] {
  return sizes.flatMap((sizeName) => {
    const body = BODY[fit][sizeName];
    if (!body) return [];
    const [heightMinCm, heightMaxCm, weightMinKg, weightMaxKg] = body;
    return [{ sizeName, heightMinCm, heightMaxCm, weightMinKg, weightMaxKg }];
  });
}
