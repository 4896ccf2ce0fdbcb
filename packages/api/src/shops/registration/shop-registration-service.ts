import { slugify } from '@cho-dep/core/catalog/product-slug';
import { AppError, type FieldError } from '@cho-dep/core/errors/app-error';
import { vietnamYear } from '@cho-dep/core/shops/citizen-id';
import {
  type ShopRegistrationStep1,
  shopRegistrationStep2Schema,
} from '@cho-dep/core/shops/shop-registration-schemas';
import { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import type { Tx } from '@cho-dep/db/client';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { users } from '../../accounts/users.tables';
import { administrativeUnits } from '../../addresses/administrative-data';
import type { AppContext } from '../../app/app-context';
import { categories } from '../../products/catalog/categories.tables';
import { identityVerifications, shopRegistrations } from '../shop-registrations.tables';
import { shops } from '../shops.tables';
import { assertOwnDocument } from './shop-documents';

/**
 * The two registration steps (product.md §3 and 4, Shop application). Step 1 creates the
 * shop (status 'submitted') or edits it; step 2 completes the documents and submits: the shop
 * goes to 'pending' and the admin's 48 working hours start. A rejected applicant corrects
 * either step and submits again. Pending and approved applications are not editable.
 */

const EDITABLE = new Set(['submitted', 'rejected']);

/** Phone OTP, email code and ID card must all be done first (product.md §4). */
async function assertIdentityVerified(tx: Tx, userId: string): Promise<void> {
  const [user] = await tx
    .select({
      phone: users.phone,
      phoneVerified: users.phoneVerified,
      email: users.email,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw new AppError('UNAUTHENTICATED');
  const [card] = await tx
    .select({ userId: identityVerifications.userId })
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId));
  const missing = [
    !(user.phone && user.phoneVerified) && 'phone',
    !(user.email && user.emailVerified) && 'email',
    !card && 'idCard',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new AppError('IDENTITY_VERIFICATION_REQUIRED', {
      fields: missing.map((part) => ({ path: `verification.${part}`, message: 'validation.required' })),
    });
  }
}

const invalid = (fields: FieldError[]) => new AppError('VALIDATION_FAILED', { fields });

async function assertStep1Data(tx: Tx, input: ShopRegistrationStep1): Promise<void> {
  const fields: FieldError[] = [];
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.id, input.mainCategoryId),
        isNull(categories.parentId),
        eq(categories.isVisible, true),
      ),
    );
  if (!category) fields.push({ path: 'mainCategoryId', message: 'validation.shop.category' });
  const units = administrativeUnits();
  const province = units.provinces.get(input.provinceCode);
  if (province?.country !== 'VN') {
    fields.push({ path: 'provinceCode', message: 'validation.address.province' });
  } else {
    const ward = units.wards.get(input.wardCode);
    if (!ward || ward.provinceCode !== province.code) {
      fields.push({ path: 'wardCode', message: 'validation.address.wardNotInProvince' });
    }
  }
  if (fields.length > 0) throw invalid(fields);
}

/** The shop's slug; another shop with the same one means the name is taken. */
async function freeSlug(tx: Tx, name: string, exceptShopId: string | null): Promise<string> {
  const slug = slugify(name, 60);
  if (!slug) throw invalid([{ path: 'name', message: 'validation.invalidType' }]);
  const [taken] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(exceptShopId ? and(eq(shops.slug, slug), ne(shops.id, exceptShopId)) : eq(shops.slug, slug));
  if (taken)
    throw new AppError('SHOP_NAME_TAKEN', {
      fields: [{ path: 'name', message: 'validation.shop.nameTaken' }],
    });
  return slug;
}

async function ownShopForUpdate(tx: Tx, userId: string) {
  const [shop] = await tx.select().from(shops).where(eq(shops.ownerUserId, userId)).for('update');
  return shop;
}

export async function saveStep1(
  ctx: AppContext,
  userId: string,
  input: ShopRegistrationStep1,
): Promise<void> {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    // The user row lock (taken here) serialises two tabs registering at once: one shop per owner.
    await assertIdentityVerified(tx, userId);
    await assertStep1Data(tx, input);
    const shop = await ownShopForUpdate(tx, userId);
    if (shop && !EDITABLE.has(shop.status)) throw new AppError('SHOP_APPLICATION_LOCKED');
    const slug = await freeSlug(tx, input.name, shop?.id ?? null);
    const values = {
      name: input.name,
      slug,
      isBusiness: input.isBusiness,
      mainCategoryId: input.mainCategoryId,
      country: 'VN' as const,
      provinceCode: input.provinceCode,
      wardCode: input.wardCode,
      street: input.street,
      updatedAt: now,
    };
    if (shop) {
      await tx.update(shops).set(values).where(eq(shops.id, shop.id));
      return;
    }
    const [created] = await tx
      .insert(shops)
      .values({ ...values, ownerUserId: userId, status: 'submitted' })
      .returning({ id: shops.id });
    if (!created) throw new AppError('INTERNAL', { detail: 'shop insert returned nothing' });
    await tx.insert(shopRegistrations).values({ shopId: created.id, ownerUserId: userId, stepReached: 1 });
  });
}

/** Step 2 arrives as JSON; its schema needs step 1's answer, so it is parsed here. */
export async function submitStep2(ctx: AppContext, userId: string, body: unknown): Promise<void> {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    await assertIdentityVerified(tx, userId);
    const shop = await ownShopForUpdate(tx, userId);
    if (!shop) throw new AppError('SHOP_REGISTRATION_INCOMPLETE');
    if (!EDITABLE.has(shop.status)) throw new AppError('SHOP_APPLICATION_LOCKED');
    const parsed = shopRegistrationStep2Schema({
      currentYear: vietnamYear(now),
      isBusiness: shop.isBusiness,
    }).safeParse(body);
    if (!parsed.success) throw invalid(toFieldErrors(parsed.error));
    const input = parsed.data;
    await assertOwnDocument(ctx, userId, input.idFrontKey, 'idFrontKey');
    await assertOwnDocument(ctx, userId, input.idBackKey, 'idBackKey');
    if (input.licenceKey) await assertOwnDocument(ctx, userId, input.licenceKey, 'licenceKey');
    const onlyNone = input.platforms.length === 1 && input.platforms[0] === 'none';

    await tx
      .update(shops)
      .set({
        status: 'pending',
        rejectReason: null,
        businessType: input.businessType,
        taxCode: input.taxCode,
        description: input.description,
        updatedAt: now,
      })
      .where(eq(shops.id, shop.id));
    const [registration] = await tx
      .select({ submissionCount: shopRegistrations.submissionCount })
      .from(shopRegistrations)
      .where(eq(shopRegistrations.shopId, shop.id))
      .for('update');
    const values = {
      ownerFullName: input.ownerFullName,
      idNumber: input.idNumber,
      idFrontKey: input.idFrontKey,
      idBackKey: input.idBackKey,
      bankName: input.bankName,
      bankAccount: input.bankAccount,
      bankBranch: input.bankBranch,
      licenceKey: input.licenceKey ?? null,
      platforms: input.platforms,
      platformLink: onlyNone ? null : (input.platformLink ?? null),
      stepReached: 2,
      submittedAt: now,
      submissionCount: (registration?.submissionCount ?? 0) + 1,
      decidedAt: null,
      decidedByUserId: null,
      updatedAt: now,
    };
    if (registration) {
      await tx.update(shopRegistrations).set(values).where(eq(shopRegistrations.shopId, shop.id));
    } else {
      await tx.insert(shopRegistrations).values({ shopId: shop.id, ownerUserId: userId, ...values });
    }
  });
}
