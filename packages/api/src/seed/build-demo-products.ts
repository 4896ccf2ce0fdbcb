import { randomUUID } from 'node:crypto';
import { type ProductStatus, RETURN_CONDITIONS } from '@cho-dep/core/catalog/catalog-states';
import type { ProductAttributes, VariantOptionValue } from '@cho-dep/core/catalog/product-attributes';
import { productSlug } from '@cho-dep/core/catalog/product-slug';
import { summariseVariants } from '@cho-dep/core/catalog/variant-summary';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { productImageKey } from '../products/catalog/catalog-images';
import type { ShapeName } from '../products/catalog/illustrations/illustration-svg';
import type {
  productImages,
  productOptions,
  products,
  productVariants,
} from '../products/catalog/products.tables';
import { describeProduct } from './demo-descriptions';
import { type NamedColour, PALETTES } from './demo-palettes';
import { PRODUCT_NAMES } from './demo-product-names';
import type { DemoShop } from './demo-shops';
import { DEMO_SUB_SPECS, type DemoSubSpec } from './demo-sub-specs';
import { roundToThousand, type SeededRandom } from './seeded-random';

type ProductRow = typeof products.$inferInsert & { id: string };
type ImageRow = typeof productImages.$inferInsert;
type OptionRow = typeof productOptions.$inferInsert;
type VariantRow = typeof productVariants.$inferInsert;

export interface PictureTask {
  key: string;
  shape: ShapeName;
  colour: string;
}

/** A sub-category as the product builder needs it: its id, picture shape and place in the tree. */
export interface SubCategoryRef {
  id: string;
  shape: ShapeName;
  index: number;
}

export interface DemoProducts {
  products: ProductRow[];
  images: ImageRow[];
  options: OptionRow[];
  variants: VariantRow[];
  pictures: PictureTask[];
}

export interface ShopForProducts {
  id: string;
  spec: DemoShop;
  count: number;
  /** Statuses to give the first products of this shop (the rest are approved). */
  leadingStatuses: readonly ProductStatus[];
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const COLOUR = 'Màu sắc';
const REJECT_REASON =
  'Ảnh sản phẩm chưa rõ nét và mô tả thiếu bảng kích cỡ. Vui lòng cập nhật và gửi duyệt lại.';
const SEASONS = ['Quanh năm', 'Mùa hè', 'Xuân hè', 'Thu đông'];
const PATTERNS = ['Trơn', 'Họa tiết', 'Kẻ sọc', 'In chữ', 'Hoa nhí'];
const COLLARS = ['Cổ tròn', 'Cổ bẻ', 'Cổ tim', 'Cổ đức'];
const SLEEVES = ['Tay ngắn', 'Tay dài', 'Tay lỡ', 'Sát nách'];
const BODY_SHAPES = ['Mọi dáng người', 'Dáng quả lê', 'Dáng đồng hồ cát', 'Dáng chữ nhật'];
const TOPS = new Set(['tshirt', 'shirt', 'polo', 'jacket', 'tankTop', 'pajamas']);
const GARMENTS = new Set([...TOPS, 'trousers', 'shorts', 'dress', 'skirt', 'swimsuit']);

/**
 * The colours a sub-category's products come in: four of its palette, rotated by the
 * sub-category's place so, say, men's and women's T-shirts do not share every picture.
 */
function coloursOf(spec: DemoSubSpec, index: number): NamedColour[] {
  const palette: readonly NamedColour[] = PALETTES[spec.palette];
  return Array.from(
    { length: Math.min(4, palette.length) },
    (_, i) => palette[(index + i) % palette.length],
  ).filter((c): c is NamedColour => c !== undefined);
}

function attributesFor(
  random: SeededRandom,
  spec: DemoSubSpec,
  shape: ShapeName,
  shop: DemoShop,
  material: string,
  style: string,
) {
  const attributes: ProductAttributes = {
    gender: spec.gender,
    brand: shop.name,
    style,
    material,
    origin: shop.country === 'KO' ? 'Hàn Quốc' : 'Việt Nam',
  };
  if (GARMENTS.has(shape)) {
    attributes.season = random.pick(SEASONS);
    attributes.pattern = random.pick(PATTERNS);
    attributes.bodyShape = random.pick(BODY_SHAPES);
  }
  if (TOPS.has(shape)) {
    attributes.collar = random.pick(COLLARS);
    attributes.sleeveStyle = random.pick(SLEEVES);
  }
  return attributes;
}

/** Sizes cost the same; bigger volumes and packs cost more (the index is the value's place in the option). */
const STEP_MULTIPLIERS = [1, 1.5, 2.2];

function variantPrice(base: number, spec: DemoSubSpec, valueIndex: number): number {
  if (!spec.second || spec.second.name === 'Kích cỡ') return base;
  return roundToThousand(base * (STEP_MULTIPLIERS[valueIndex] ?? 1));
}

/** A name not used yet in this catalog: base + selling point, with a second point if needed. */
function uniqueName(
  random: SeededRandom,
  names: { bases: readonly string[]; extras: readonly string[] },
  korean: boolean,
  used: Set<string>,
): string {
  let name = '';
  for (let attempt = 0; attempt < 12; attempt++) {
    const [first, second] = random.sample(names.extras, 2);
    name = `${random.pick(names.bases)} ${first}`;
    if (attempt >= 6 && second) name += ` ${second}`;
    if (korean && !name.includes('Hàn Quốc') && random.chance(0.4)) name += ' nhập khẩu Hàn Quốc';
    if (!used.has(name)) break;
  }
  used.add(name);
  return name.slice(0, LIMITS.product.nameMax);
}

export function buildDemoProducts(
  random: SeededRandom,
  shops: readonly ShopForProducts[],
  subBySlug: ReadonlyMap<string, SubCategoryRef>,
  now: Date,
): DemoProducts {
  const out: DemoProducts = { products: [], images: [], options: [], variants: [], pictures: [] };
  const pictureKeys = new Set<string>();
  const usedNames = new Set<string>();
  let serial = 0;
  for (const shop of shops) {
    for (let n = 0; n < shop.count; n++) {
      serial++;
      const slug = shop.spec.sells[n % shop.spec.sells.length] ?? '';
      const sub = subBySlug.get(slug);
      const spec = DEMO_SUB_SPECS[slug];
      const names = PRODUCT_NAMES[slug];
      if (!sub || !spec || !names) throw new Error(`no demo data for sub-category ${slug}`);
      const id = randomUUID();
      const korean = shop.spec.country === 'KO';
      const name = uniqueName(random, names, korean, usedNames);
      const material = random.pick(names.materials);
      const style = random.pick(names.styles);

      // Colours the buyer picks (or the packaging colour), and the second option's values.
      const palette = coloursOf(spec, sub.index);
      const colourCount = spec.colours ? (spec.second ? random.int(1, 3) : random.int(2, 4)) : 1;
      const colours: NamedColour[] = random.sample(palette, colourCount);
      const secondValues = spec.second
        ? (() => {
            const values = spec.second.values;
            const count = Math.min(values.length, random.int(2, Math.min(4, values.length)));
            const start = random.int(0, values.length - count);
            return values.slice(start, start + count);
          })()
        : [];

      const imageOf = (colour: NamedColour) => {
        const key = productImageKey(sub.shape, colour.slug);
        if (!pictureKeys.has(key)) {
          pictureKeys.add(key);
          out.pictures.push({ key, shape: sub.shape, colour: colour.hex });
        }
        return key;
      };
      const [minK, maxK] = spec.priceK;
      // Bigger volumes and packs multiply the base, so their smallest size starts lower.
      const top = spec.second && spec.second.name !== 'Kích cỡ' ? Math.max(minK, maxK / 2) : maxK;
      const base = roundToThousand(random.int(minK, top) * 1000 * (korean ? 1.15 : 1));
      const discount = random.chance(0.4) ? random.int(10, 40) / 100 : 0;

      // Variants: colour x second option, at most 12.
      const productVariants: VariantRow[] = [];
      const colourAxis = spec.colours ? colours : [null];
      const secondAxis = secondValues.length > 0 ? secondValues : [null];
      for (const colour of colourAxis) {
        for (const value of secondAxis) {
          if (productVariants.length >= 12) break;
          const optionValues: VariantOptionValue[] = [];
          if (colour) optionValues.push({ name: COLOUR, value: colour.name, image: imageOf(colour) });
          if (value && spec.second) optionValues.push({ name: spec.second.name, value, image: null });
          const price = variantPrice(base, spec, value ? (spec.second?.values.indexOf(value) ?? 0) : 0);
          productVariants.push({
            productId: id,
            optionValues,
            sku: `${shop.spec.slug.slice(0, 4).toUpperCase()}-${serial}-${productVariants.length + 1}`,
            price,
            salePrice: discount > 0 ? roundToThousand(price * (1 - discount)) : null,
            stock: random.chance(0.08) ? 0 : random.int(3, 180),
            isActive: true,
            position: productVariants.length,
          });
        }
      }
      const summary = summariseVariants(
        productVariants.map((v) => ({
          price: v.price,
          salePrice: v.salePrice ?? null,
          stock: v.stock ?? 0,
          isActive: true,
        })),
      );

      // Pictures: the first colour as cover, then one per colour tied to its option value.
      const main = colours[0];
      if (!main) throw new Error('a product needs a colour');
      out.images.push({ productId: id, variantOption: null, imageKey: imageOf(main), position: 0 });
      if (spec.colours) {
        colours.forEach((colour, i) => {
          out.images.push({
            productId: id,
            variantOption: colour.name,
            imageKey: imageOf(colour),
            position: i + 1,
          });
        });
        out.options.push({
          productId: id,
          name: COLOUR,
          position: 0,
          values: colours.map((c) => ({ value: c.name, image: imageOf(c) })),
        });
      }
      if (spec.second && secondValues.length > 0) {
        out.options.push({
          productId: id,
          name: spec.second.name,
          position: 1,
          values: secondValues.map((value) => ({ value, image: null })),
        });
      }
      out.variants.push(...productVariants);

      const status: ProductStatus = shop.leadingStatuses[n] ?? 'approved';
      const listed = status === 'approved' || status === 'hidden';
      const soldCount = listed ? Math.floor(random.next() ** 3 * 6000) : 0;
      const ratingCount = Math.floor(soldCount * (0.05 + random.next() * 0.3));
      const createdAt = new Date(now.getTime() - random.int(1, 180) * DAY_MS - random.int(0, DAY_MS));
      const [minW, maxW] = spec.weightGrams;
      const isPreOrder = random.chance(0.05);
      out.products.push({
        id,
        shopId: shop.id,
        categoryId: sub.id,
        name,
        slug: productSlug(name, id),
        description: describeProduct(random, {
          name,
          kind: spec.palette === 'pack' || spec.palette === 'lip' ? 'cosmetics' : 'fashion',
          material,
          style,
          shopName: shop.spec.name,
          korean,
          sizes: spec.second?.name === 'Kích cỡ' ? secondValues : null,
        }).slice(0, LIMITS.product.descriptionMax),
        status,
        rejectReason: status === 'rejected' ? REJECT_REASON : null,
        price: summary.price,
        salePrice: summary.salePrice,
        stock: summary.stock,
        soldCount,
        ratingAvg: ratingCount > 0 ? Math.round((3.9 + random.next() * 1.1) * 10) / 10 : 0,
        ratingCount,
        viewCount: soldCount * random.int(8, 40) + random.int(0, 300),
        attributes: attributesFor(random, spec, sub.shape, shop.spec, material, style),
        brand: shop.spec.name,
        weightGrams: Math.max(LIMITS.product.weightMinGrams, random.int(minW, maxW)),
        packageLengthCm: random.int(15, 35),
        packageWidthCm: random.int(10, 25),
        packageHeightCm: random.int(2, 12),
        preparationDays: isPreOrder ? random.int(10, 20) : LIMITS.product.preparationDefaultDays,
        returnDays: random.pick([7, 7, 15]),
        returnConditions: random.sample(RETURN_CONDITIONS, random.int(1, RETURN_CONDITIONS.length)),
        isPreOrder,
        // Pending products were sent for review recently (hours ago, so the admin queue shows
        // them within their 2-3 days); reviewed ones when they were created. No random draw
        // here: the demo data after this point stays the same.
        submittedAt:
          status === 'draft'
            ? null
            : status === 'pending'
              ? new Date(now.getTime() - (n + 1) * 6 * HOUR_MS)
              : createdAt,
        reviewedAt: status === 'draft' || status === 'pending' ? null : createdAt,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return out;
}
