import type { ShapeName } from '../products/catalog/illustrations/illustration-svg';
import type { DemoProducts, ShopForProducts } from './build-demo-products';

type ProductRow = DemoProducts['products'][number];

/** One demo product with what the storefront builders ask about it, looked up once. */
export interface DemoProductFacts {
  row: ProductRow;
  shop: ShopForProducts;
  subSlug: string;
  shape: ShapeName;
  /** Buyers can see it: approved product of an approved shop (the seed pauses no shop). */
  listed: boolean;
  /** Its picture keys in display order (the cover first). */
  imageKeys: string[];
  /** Its "Kích cỡ" values, when it is sold by size. */
  sizes: string[];
  /** "Đen, M" labels of its variants, for reviews. */
  variantLabels: string[];
}

export interface DemoCatalogIndex {
  products: DemoProductFacts[];
  byShop: Map<string, DemoProductFacts[]>;
}

/** Indexes the planned catalog by product and shop for the storefront builders. */
export function indexDemoCatalog(
  plan: DemoProducts,
  shops: readonly ShopForProducts[],
  categoryById: ReadonlyMap<string, { slug: string; shape: ShapeName }>,
): DemoCatalogIndex {
  const shopById = new Map(shops.map((s) => [s.id, s]));
  const images = new Map<string, string[]>();
  for (const image of [...plan.images].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))) {
    const list = images.get(image.productId) ?? [];
    if (!list.includes(image.imageKey)) list.push(image.imageKey);
    images.set(image.productId, list);
  }
  const sizes = new Map<string, string[]>();
  for (const option of plan.options) {
    if (option.name === 'Kích cỡ')
      sizes.set(
        option.productId,
        option.values.map((v) => v.value),
      );
  }
  const labels = new Map<string, string[]>();
  for (const variant of plan.variants) {
    const list = labels.get(variant.productId) ?? [];
    list.push(variant.optionValues.map((v) => v.value).join(', '));
    labels.set(variant.productId, list);
  }
  const products: DemoProductFacts[] = [];
  const byShop = new Map<string, DemoProductFacts[]>();
  for (const row of plan.products) {
    const shop = shopById.get(row.shopId);
    const category = categoryById.get(row.categoryId);
    if (!shop || !category) throw new Error(`demo product ${row.name} has no shop or category`);
    const facts: DemoProductFacts = {
      row,
      shop,
      subSlug: category.slug,
      shape: category.shape,
      listed: row.status === 'approved' && shop.spec.status === 'approved',
      imageKeys: images.get(row.id) ?? [],
      sizes: sizes.get(row.id) ?? [],
      variantLabels: labels.get(row.id) ?? [],
    };
    products.push(facts);
    byShop.set(shop.id, [...(byShop.get(shop.id) ?? []), facts]);
  }
  return { products, byShop };
}
