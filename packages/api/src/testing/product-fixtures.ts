import { randomUUID } from 'node:crypto';
import type { ProductStatus } from '@cho-dep/core/catalog/catalog-states';
import { productSlug } from '@cho-dep/core/catalog/product-slug';
import type { SizeChartRow, SizeDetail } from '@cho-dep/core/catalog/size-chart';
import type { Db } from '@cho-dep/db/client';
import { users } from '../accounts/users.tables';
import {
  productImages,
  productOptions,
  products,
  productVariants,
} from '../products/catalog/products.tables';
import { sizeCharts } from '../products/catalog/size-charts.tables';
import { productReviews } from '../reviews/reviews.tables';

/**
 * For API tests of the product page: a product with two classifications (colour with
 * pictures, size), variants with chosen stock and prices, a size chart and size details.
 */
export const COLOUR = 'Màu sắc';
export const SIZE = 'Kích cỡ';

export const TEST_CHART: SizeChartRow[] = [
  {
    sizeName: 'S',
    values: [
      { attributeId: 1, min: 80, max: 84 },
      { attributeId: 5, min: 64, max: 66 },
    ],
  },
  {
    sizeName: 'M',
    values: [
      { attributeId: 1, min: 86, max: 90 },
      { attributeId: 5, min: 67, max: 69 },
    ],
  },
  {
    sizeName: 'L',
    values: [
      { attributeId: 1, min: 90, max: 94 },
      { attributeId: 5, min: 70, max: 72 },
    ],
  },
];

export const TEST_DETAILS: SizeDetail[] = [
  { sizeName: 'S', heightMinCm: 150, heightMaxCm: 158, weightMinKg: 40, weightMaxKg: 48 },
  { sizeName: 'M', heightMinCm: 158, heightMaxCm: 165, weightMinKg: 48, weightMaxKg: 56 },
];

export interface DetailedVariantSpec {
  colour: string;
  size: string;
  stock: number;
  price?: number;
  salePrice?: number | null;
  isActive?: boolean;
}

export async function insertDetailedProduct(
  db: Db,
  input: {
    shopId: string;
    categoryId: string;
    name: string;
    status?: ProductStatus;
    soldCount?: number;
    variants?: DetailedVariantSpec[];
    withChart?: boolean;
  },
) {
  const id = randomUUID();
  const specs: DetailedVariantSpec[] = input.variants ?? [
    { colour: 'Đen', size: 'S', stock: 0, price: 200_000, salePrice: 150_000 },
    { colour: 'Đen', size: 'M', stock: 4, price: 200_000, salePrice: 150_000 },
    { colour: 'Trắng', size: 'S', stock: 6, price: 220_000, salePrice: null },
    { colour: 'Trắng', size: 'M', stock: 0, price: 220_000, salePrice: null },
  ];
  let sizeChartId: string | null = null;
  if (input.withChart !== false) {
    const [chart] = await db
      .insert(sizeCharts)
      .values({ shopId: input.shopId, name: 'Bảng size áo', type: 'top', rows: TEST_CHART })
      .returning({ id: sizeCharts.id });
    sizeChartId = chart?.id ?? null;
  }
  await db.insert(products).values({
    id,
    shopId: input.shopId,
    categoryId: input.categoryId,
    name: input.name,
    slug: productSlug(input.name, id),
    description: 'Áo thun cotton 100%, thấm hút mồ hôi, form rộng thoải mái cho mọi dáng người.',
    status: input.status ?? 'approved',
    price: 200_000,
    salePrice: 150_000,
    stock: specs.reduce((sum, v) => sum + v.stock, 0),
    soldCount: input.soldCount ?? 0,
    attributes: { gender: 'unisex', material: 'Cotton', origin: 'Việt Nam' },
    brand: 'Chợ Đẹp Basic',
    weightGrams: 250,
    packageLengthCm: 30,
    packageWidthCm: 20,
    packageHeightCm: 3,
    preparationDays: 2,
    returnDays: 7,
    returnConditions: ['defective', 'wrong_item'],
    descriptionImageKeys: ['catalog/products/test-description'],
    videoKey: 'catalog/videos/test.mp4',
    link: 'https://example.vn/ao-thun',
    sizeChartId,
    sizeDetails: input.withChart === false ? [] : TEST_DETAILS,
  });
  const colours = [...new Set(specs.map((v) => v.colour))];
  const sizes = [...new Set(specs.map((v) => v.size))];
  const imageKey = (colour: string) =>
    `catalog/products/test-${id.slice(0, 8)}-${colour === 'Đen' ? 'den' : 'trang'}`;
  await db.insert(productImages).values([
    { productId: id, imageKey: imageKey(colours[0] ?? 'Đen'), variantOption: null, position: 0 },
    ...colours.map((colour, i) => ({
      productId: id,
      imageKey: imageKey(colour),
      variantOption: colour,
      position: i + 1,
    })),
  ]);
  await db.insert(productOptions).values([
    {
      productId: id,
      name: COLOUR,
      position: 0,
      values: colours.map((value) => ({ value, image: imageKey(value) })),
    },
    { productId: id, name: SIZE, position: 1, values: sizes.map((value) => ({ value, image: null })) },
  ]);
  const variants = await db
    .insert(productVariants)
    .values(
      specs.map((v, position) => ({
        productId: id,
        optionValues: [
          { name: COLOUR, value: v.colour, image: imageKey(v.colour) },
          { name: SIZE, value: v.size, image: null },
        ],
        price: v.price ?? 200_000,
        salePrice: v.salePrice ?? null,
        stock: v.stock,
        isActive: v.isActive ?? true,
        position,
      })),
    )
    .returning({ id: productVariants.id });
  return { id, variantIds: variants.map((v) => v.id) };
}

/** A review by a new buyer named `fullName`, `minutesAgo` minutes before now. */
export async function insertTestReview(
  db: Db,
  input: {
    productId: string;
    shopId: string;
    rating: number;
    fullName?: string;
    photos?: number;
    minutesAgo?: number;
    comment?: string;
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: `buyer-${randomUUID().slice(0, 8)}@example.vn`,
      fullName: input.fullName ?? 'Nguyễn Văn An',
      passwordHash: 'not-used-in-these-tests',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const [review] = await db
    .insert(productReviews)
    .values({
      productId: input.productId,
      shopId: input.shopId,
      userId: user.id,
      rating: input.rating,
      comment: input.comment ?? 'Vải đẹp, giao nhanh.',
      variantLabel: 'Đen, M',
      imageKeys: Array.from({ length: input.photos ?? 0 }, (_, i) => `reviews/test-${i}`),
      createdAt: new Date(Date.now() - (input.minutesAgo ?? 0) * 60_000),
    })
    .returning({ id: productReviews.id });
  return { id: review?.id ?? '', userId: user.id };
}
