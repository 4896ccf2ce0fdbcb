import { BUSINESS_TYPES, SHOP_STATUSES } from '@cho-dep/core/catalog/catalog-states';
import type { Language } from '@cho-dep/core/locale/locales';
import { formatPhoneDisplay } from '@cho-dep/core/phone/phone-display';
import { approvalReplyBy, formatVietnamDate } from '@cho-dep/core/shops/approval-reply-by';
import { SELLING_PLATFORMS, type SellingPlatform } from '@cho-dep/core/shops/selling-platforms';
import type { Db, Tx } from '@cho-dep/db/client';
import { z } from '@hono/zod-openapi';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { categories } from '../../products/catalog/categories.tables';
import { identityVerifications, shopRegistrations } from '../shop-registrations.tables';
import { shops } from '../shops.tables';
import { documentUrlOf } from './shop-documents';

/** Where the applicant is in the flow; the page shows the screen of that name. */
export const REGISTRATION_SCREENS = ['verify', 'step1', 'step2', 'pending', 'rejected', 'approved'] as const;
export type RegistrationScreen = (typeof REGISTRATION_SCREENS)[number];

const documentSchema = z.object({ key: z.string(), url: z.string() }).nullable();

/** A contact to verify: `display` is how pages show it (a phone as (+84) 912 345 678). */
const contactSchema = z.object({
  value: z.string().nullable(),
  display: z.string().nullable(),
  verified: z.boolean(),
});

export const shopRegistrationViewSchema = z
  .object({
    screen: z.enum(REGISTRATION_SCREENS),
    verification: z.object({
      phone: contactSchema,
      email: contactSchema,
      idCard: z
        .object({ idNumber: z.string(), front: documentSchema, back: documentSchema, verifiedAt: z.string() })
        .nullable(),
      complete: z.boolean(),
    }),
    application: z
      .object({
        shopId: z.string(),
        status: z.enum(SHOP_STATUSES),
        rejectReason: z.string().nullable(),
        stepReached: z.number().int(),
        submissionCount: z.number().int(),
        submittedAt: z.string().nullable(),
        decidedAt: z.string().nullable(),
        /** When the admin owes an answer: 48 working hours after submittedAt. */
        replyBy: z.string().nullable(),
        /** replyBy as a Vietnamese date, DD/MM/YYYY. */
        replyByDate: z.string().nullable(),
        step1: z.object({
          name: z.string(),
          isBusiness: z.boolean(),
          mainCategoryId: z.string().nullable(),
          provinceCode: z.string().nullable(),
          wardCode: z.string().nullable(),
          street: z.string().nullable(),
        }),
        step2: z.object({
          ownerFullName: z.string().nullable(),
          idNumber: z.string().nullable(),
          idFront: documentSchema,
          idBack: documentSchema,
          taxCode: z.string().nullable(),
          bankName: z.string().nullable(),
          bankAccount: z.string().nullable(),
          bankBranch: z.string().nullable(),
          businessType: z.enum(BUSINESS_TYPES),
          licence: documentSchema,
          platforms: z.array(z.enum(SELLING_PLATFORMS)),
          platformLink: z.string().nullable(),
          description: z.string().nullable(),
        }),
      })
      .nullable(),
    /** The top-level categories a shop may register in. */
    categories: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .openapi('ShopRegistration');
export type ShopRegistrationView = z.infer<typeof shopRegistrationViewSchema>;

const doc = (key: string | null) => (key ? { key, url: documentUrlOf(key) } : null);

/** The registration page's whole state for one user. */
export async function shopRegistrationView(
  db: Db | Tx,
  userId: string,
  language: Language,
): Promise<ShopRegistrationView> {
  const [user] = await db
    .select({
      phone: users.phone,
      phoneVerified: users.phoneVerified,
      email: users.email,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [card] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId));
  const [row] = await db
    .select({ shop: shops, registration: shopRegistrations })
    .from(shops)
    .leftJoin(shopRegistrations, eq(shopRegistrations.shopId, shops.id))
    .where(eq(shops.ownerUserId, userId));
  const tops = await db
    .select({ id: categories.id, vi: categories.nameVi, en: categories.nameEn, ko: categories.nameKo })
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.isVisible, true)))
    .orderBy(asc(categories.position));

  const verification = {
    phone: {
      value: user?.phone ?? null,
      display: formatPhoneDisplay(user?.phone) ?? user?.phone ?? null,
      verified: Boolean(user?.phone && user.phoneVerified),
    },
    email: {
      value: user?.email ?? null,
      display: user?.email ?? null,
      verified: Boolean(user?.email && user.emailVerified),
    },
    idCard: card
      ? {
          idNumber: card.idNumber,
          front: doc(card.frontKey),
          back: doc(card.backKey),
          verifiedAt: card.verifiedAt.toISOString(),
        }
      : null,
    complete: false,
  };
  verification.complete = verification.phone.verified && verification.email.verified && card !== undefined;

  const shop = row?.shop;
  const reg = row?.registration ?? null;
  const replyBy = reg?.submittedAt ? approvalReplyBy(reg.submittedAt) : null;
  const application = shop
    ? {
        shopId: shop.id,
        status: shop.status,
        rejectReason: shop.rejectReason,
        stepReached: reg?.stepReached ?? 1,
        submissionCount: reg?.submissionCount ?? 0,
        submittedAt: reg?.submittedAt?.toISOString() ?? null,
        decidedAt: reg?.decidedAt?.toISOString() ?? null,
        replyBy: replyBy?.toISOString() ?? null,
        // A deadline at 00:00 is the end of the day before: show that day.
        replyByDate: replyBy ? formatVietnamDate(new Date(replyBy.getTime() - 1)) : null,
        step1: {
          name: shop.name,
          isBusiness: shop.isBusiness,
          mainCategoryId: shop.mainCategoryId,
          provinceCode: shop.provinceCode,
          wardCode: shop.wardCode,
          street: shop.street,
        },
        step2: {
          ownerFullName: reg?.ownerFullName ?? null,
          idNumber: reg?.idNumber ?? null,
          idFront: doc(reg?.idFrontKey ?? null),
          idBack: doc(reg?.idBackKey ?? null),
          taxCode: shop.taxCode,
          bankName: reg?.bankName ?? null,
          bankAccount: reg?.bankAccount ?? null,
          bankBranch: reg?.bankBranch ?? null,
          businessType: shop.businessType,
          licence: doc(reg?.licenceKey ?? null),
          platforms: (reg?.platforms ?? []) as SellingPlatform[],
          platformLink: reg?.platformLink ?? null,
          description: shop.description,
        },
      }
    : null;

  return {
    screen: screenOf(verification.complete, application),
    verification,
    application,
    categories: tops.map((top) => ({ id: top.id, name: top[language] })),
  };
}

function screenOf(
  verified: boolean,
  application: { status: string; stepReached: number; submissionCount: number } | null,
): RegistrationScreen {
  if (application?.status === 'approved') return 'approved';
  if (application?.status === 'pending') return 'pending';
  if (application?.status === 'rejected') return 'rejected';
  if (!verified) return 'verify';
  return application ? 'step2' : 'step1';
}
