import type { ShopQueueStatus } from '@cho-dep/core/admin/admin-decision-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { approvalReplyBy } from '@cho-dep/core/shops/approval-reply-by';
import type { Db } from '@cho-dep/db/client';
import { z } from '@hono/zod-openapi';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { adminProvinces, adminWards } from '../../addresses/admin-units.tables';
import { UUID } from '../../admin/uuid';
import { categories } from '../../products/catalog/categories.tables';
import { identityVerifications, shopRegistrations } from '../shop-registrations.tables';
import { shops } from '../shops.tables';

/** A private registration document, readable by the owner and admins only (helper route of shop onboarding). */
export function documentPath(key: string | null): string | null {
  return key ? `/api/v1/shop-registration/documents/${encodeURIComponent(key)}` : null;
}

export const shopApplicationRowSchema = z
  .object({
    shopId: z.string(),
    shopName: z.string(),
    status: z.enum(['submitted', 'pending', 'approved', 'rejected']),
    ownerUserId: z.string(),
    ownerName: z
      .string()
      .openapi({ description: 'The legal name on the application, else the account name' }),
    ownerEmail: z.string().nullable(),
    submittedAt: z.string().nullable(),
    replyBy: z
      .string()
      .nullable()
      .openapi({ description: 'Submitted + 48 working hours (weekends and holidays excluded)' }),
    overdue: z.boolean().openapi({ description: 'Still pending after replyBy' }),
    decidedAt: z.string().nullable(),
    rejectReason: z.string().nullable(),
    submissionCount: z.number().int(),
  })
  .openapi('AdminShopApplicationRow');
export type ShopApplicationRow = z.infer<typeof shopApplicationRowSchema>;

export const shopApplicationListSchema = z.object({
  data: z.array(shopApplicationRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ShopApplicationList = z.infer<typeof shopApplicationListSchema>;

export const shopApplicationDetailSchema = shopApplicationRowSchema
  .extend({
    slug: z.string(),
    country: z.enum(['VN', 'KO']),
    mainCategory: z.string().nullable().openapi({ description: 'In the reader language' }),
    isBusiness: z.boolean(),
    businessType: z.enum(['personal', 'enterprise']),
    taxCode: z.string().nullable(),
    description: z.string().nullable(),
    provinceCode: z.string().nullable(),
    wardCode: z.string().nullable(),
    street: z.string().nullable(),
    address: z.string().nullable().openapi({ description: 'Street, ward, province as one line' }),
    logoUrl: z.string().nullable(),
    idNumber: z.string().nullable(),
    bankName: z.string().nullable(),
    bankAccount: z.string().nullable(),
    bankBranch: z.string().nullable(),
    platforms: z.array(z.string()),
    platformLink: z.string().nullable(),
    documents: z.object({
      idFront: z.string().nullable(),
      idBack: z.string().nullable(),
      licence: z.string().nullable(),
    }),
    owner: z.object({
      fullName: z.string(),
      email: z.string().nullable(),
      emailVerified: z.boolean(),
      phone: z.string().nullable(),
      phoneVerified: z.boolean(),
      identityVerifiedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  })
  .openapi('AdminShopApplication');
export type ShopApplicationDetail = z.infer<typeof shopApplicationDetailSchema>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** When the application was sent: the registration's submission, else the shop row's creation. */
const submittedAtSql = sql<Date>`coalesce(${shopRegistrations.submittedAt}, ${shops.createdAt})`;

const rowColumns = {
  shop: shops,
  registration: shopRegistrations,
  ownerFullName: users.fullName,
  ownerEmail: users.email,
};

type JoinedRow = {
  shop: typeof shops.$inferSelect;
  registration: typeof shopRegistrations.$inferSelect | null;
  ownerFullName: string;
  ownerEmail: string | null;
};

function rowOf(joined: JoinedRow, now: Date): ShopApplicationRow {
  const { shop, registration } = joined;
  const submittedAt = registration?.submittedAt ?? shop.createdAt;
  const replyBy = approvalReplyBy(submittedAt);
  return {
    shopId: shop.id,
    shopName: shop.name,
    status: shop.status,
    ownerUserId: shop.ownerUserId,
    ownerName: registration?.ownerFullName ?? joined.ownerFullName,
    ownerEmail: joined.ownerEmail,
    submittedAt: iso(submittedAt),
    replyBy: iso(replyBy),
    overdue: shop.status === 'pending' && now.getTime() > replyBy.getTime(),
    decidedAt: iso(registration?.decidedAt ?? shop.approvedAt),
    rejectReason: shop.rejectReason,
    submissionCount: registration?.submissionCount ?? 0,
  };
}

/**
 * The application queue (product.md §4, Shop application): pending ones oldest first, so
 * the one closest to its 48-working-hour promise is on top; decided ones newest first.
 */
export async function listShopApplications(
  db: Db,
  query: { status: ShopQueueStatus; page: number },
  now: Date,
): Promise<ShopApplicationList> {
  const pageSize = LIMITS.admin.queuePageSize;
  const decidedAt = sql`coalesce(${shopRegistrations.decidedAt}, ${shops.approvedAt}, ${shops.updatedAt})`;
  const order =
    query.status === 'pending' ? [asc(submittedAtSql), asc(shops.id)] : [desc(decidedAt), desc(shops.id)];
  const where = eq(shops.status, query.status);
  const [rows, totals] = await Promise.all([
    db
      .select(rowColumns)
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerUserId))
      .leftJoin(shopRegistrations, eq(shopRegistrations.shopId, shops.id))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(shops).where(where),
  ]);
  return {
    data: rows.map((row) => rowOf(row, now)),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize,
  };
}

/** Applications waiting for a decision: the count on the admin home. */
export async function countPendingShopApplications(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(shops).where(eq(shops.status, 'pending'));
  return row?.total ?? 0;
}

/** One application with every registration field, its document links and the owner's verification state. */
export async function shopApplicationDetail(
  db: Db,
  shopId: string,
  options: { now: Date; language: 'vi' | 'en' | 'ko'; urlOf: (key: string) => string },
): Promise<ShopApplicationDetail> {
  if (!UUID.test(shopId)) throw new AppError('NOT_FOUND');
  const [joined] = await db
    .select({
      ...rowColumns,
      owner: users,
      identityVerifiedAt: identityVerifications.verifiedAt,
      category: categories,
      provinceName: adminProvinces.name,
      wardName: adminWards.name,
    })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerUserId))
    .leftJoin(shopRegistrations, eq(shopRegistrations.shopId, shops.id))
    .leftJoin(identityVerifications, eq(identityVerifications.userId, shops.ownerUserId))
    .leftJoin(categories, eq(categories.id, shops.mainCategoryId))
    .leftJoin(adminProvinces, eq(adminProvinces.code, shops.provinceCode))
    .leftJoin(adminWards, eq(adminWards.code, shops.wardCode))
    .where(eq(shops.id, shopId));
  if (!joined) throw new AppError('NOT_FOUND');
  const { shop, registration, owner, category } = joined;
  const categoryName = category
    ? { vi: category.nameVi, en: category.nameEn, ko: category.nameKo }[options.language]
    : null;
  return {
    ...rowOf(joined, options.now),
    slug: shop.slug,
    country: shop.country,
    mainCategory: categoryName,
    isBusiness: shop.isBusiness,
    businessType: shop.businessType,
    taxCode: shop.taxCode,
    description: shop.description,
    provinceCode: shop.provinceCode,
    wardCode: shop.wardCode,
    street: shop.street,
    address: [shop.street, joined.wardName, joined.provinceName].filter(Boolean).join(', ') || null,
    logoUrl: shop.logoKey ? options.urlOf(shop.logoKey) : null,
    idNumber: registration?.idNumber ?? null,
    bankName: registration?.bankName ?? null,
    bankAccount: registration?.bankAccount ?? null,
    bankBranch: registration?.bankBranch ?? null,
    platforms: registration?.platforms ?? [],
    platformLink: registration?.platformLink ?? null,
    documents: {
      idFront: documentPath(registration?.idFrontKey ?? null),
      idBack: documentPath(registration?.idBackKey ?? null),
      licence: documentPath(registration?.licenceKey ?? null),
    },
    owner: {
      fullName: owner.fullName,
      email: owner.email,
      emailVerified: owner.emailVerified,
      phone: owner.phone,
      phoneVerified: owner.phoneVerified,
      identityVerifiedAt: iso(joined.identityVerifiedAt),
      createdAt: owner.createdAt.toISOString(),
    },
  };
}
