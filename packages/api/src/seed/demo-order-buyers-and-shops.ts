import type { BusinessType } from '@cho-dep/core/catalog/catalog-states';
import type { Tx } from '@cho-dep/db/client';
import { and, eq, inArray, like } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import type { AddressSnapshot } from '../orders/orders.tables';
import { productImages, products, productVariants } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { vouchers } from '../vouchers/vouchers.tables';

/**
 * Who the demo's past orders are between (seed-demo-orders.ts builds the orders): the shops that
 * sell them, with their pickup address, what they sell and their shop voucher, and the demo
 * reviewers who buy, each with a delivery address. Read from the freshly seeded catalog and
 * accounts, in a fixed order, so the same seed gives the same orders.
 */

export interface ShopFacts {
  id: string;
  businessType: BusinessType;
  pickup: AddressSnapshot;
  /** Orders a weekday on average. */
  perDay: number;
  voucher: { id: string; code: string } | null;
  lines: LineChoice[];
}

interface LineChoice {
  productId: string;
  variantId: string;
  name: string;
  label: string;
  imageKey: string | null;
  originalPrice: number;
  unitPrice: number;
}

export interface DemoBuyer {
  id: string;
  recipient: AddressSnapshot;
}

/**
 * The demo seller's shop (4 orders a weekday on average) and four other approved Vietnamese shops
 * (0.8), with what the orders need; none when the catalog has no such shop.
 */
export async function loadDemoOrderShops(tx: Tx): Promise<ShopFacts[]> {
  const shopRows = await tx
    .select({
      id: shops.id,
      name: shops.name,
      businessType: shops.businessType,
      provinceCode: shops.provinceCode,
      wardCode: shops.wardCode,
      street: shops.street,
      country: shops.country,
      owner: users.email,
      ownerName: users.fullName,
    })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerUserId))
    .where(and(eq(shops.status, 'approved'), eq(shops.country, 'VN')))
    .orderBy(shops.slug);
  const seller = shopRows.find((s) => s.owner === 'seller@demo.vn');
  const others = shopRows.filter((s) => s !== seller).slice(0, 4);
  const chosen = [
    ...(seller ? [{ row: seller, perDay: 4 }] : []),
    ...others.map((row) => ({ row, perDay: 0.8 })),
  ];
  if (chosen.length === 0) return [];
  const shopIds = chosen.map((c) => c.row.id);

  const variantRows = await tx
    .select({
      shopId: products.shopId,
      productId: products.id,
      name: products.name,
      variantId: productVariants.id,
      optionValues: productVariants.optionValues,
      price: productVariants.price,
      salePrice: productVariants.salePrice,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(products.shopId, shopIds),
        eq(products.status, 'approved'),
        eq(productVariants.isActive, true),
      ),
    )
    .orderBy(products.id, productVariants.position);
  const imageRows = await tx
    .select({
      productId: productImages.productId,
      key: productImages.imageKey,
      position: productImages.position,
    })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(inArray(products.shopId, shopIds))
    .orderBy(productImages.productId, productImages.position);
  const imageOf = new Map<string, string>();
  for (const img of imageRows) if (!imageOf.has(img.productId)) imageOf.set(img.productId, img.key);
  const voucherRows = await tx
    .select({ id: vouchers.id, code: vouchers.code, shopId: vouchers.shopId })
    .from(vouchers)
    .where(and(inArray(vouchers.shopId, shopIds), eq(vouchers.kind, 'shop')))
    .orderBy(vouchers.code);

  return chosen.map(({ row, perDay }) => {
    const voucher = voucherRows.find((v) => v.shopId === row.id);
    return {
      id: row.id,
      businessType: row.businessType,
      perDay,
      voucher: voucher ? { id: voucher.id, code: voucher.code } : null,
      pickup: {
        recipientName: row.ownerName ?? row.name,
        phone: '0987654321',
        country: 'VN',
        provinceCode: row.provinceCode,
        provinceName: null,
        district: null,
        wardCode: row.wardCode,
        wardName: null,
        specificAddress: row.street ?? '',
        postalCode: null,
      },
      lines: variantRows
        .filter((v) => v.shopId === row.id)
        .map((v) => ({
          productId: v.productId,
          variantId: v.variantId,
          name: v.name,
          label: v.optionValues.map((o) => o.value).join(', '),
          imageKey: imageOf.get(v.productId) ?? null,
          originalPrice: v.price,
          unitPrice: v.salePrice ?? v.price,
        })),
    };
  });
}

/** The demo reviewers (khachNN@demo.vn), each with a delivery address in Hồ Chí Minh City or Hà Nội. */
export async function loadDemoOrderBuyers(tx: Tx): Promise<DemoBuyer[]> {
  const buyerRows = await tx
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(like(users.email, 'khach%@demo.vn'))
    .orderBy(users.email);
  const streets = ['12 Lê Lợi', '45 Trần Hưng Đạo', '7 Nguyễn Huệ', '88 Hai Bà Trưng', '23 Điện Biên Phủ'];
  return buyerRows.map((b, i) => ({
    id: b.id,
    recipient: {
      recipientName: b.fullName ?? 'Khách Chợ Đẹp',
      phone: `09${String(10_000_000 + i * 7_919).padStart(8, '0')}`,
      country: 'VN' as const,
      provinceCode: i % 2 === 0 ? '79' : '01',
      provinceName: i % 2 === 0 ? 'Thành phố Hồ Chí Minh' : 'Thành phố Hà Nội',
      district: null,
      wardCode: null,
      wardName: null,
      specificAddress: streets[i % streets.length] ?? '1 Lê Lợi',
      postalCode: null,
    },
  }));
}
