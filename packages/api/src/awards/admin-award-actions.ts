import type {
  AwardCategoryInput,
  AwardEventInput,
  AwardNomineeInput,
} from '@cho-dep/core/awards/award-input-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { recordAdminDecision } from '../admin/record-admin-decision';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { vouchers } from '../vouchers/vouchers.tables';
import { awardCategories, awardEvents, awardNominees } from './awards.tables';

type Admin = { adminUserId: string; now: Date };

async function checkEventInput(tx: Tx, input: AwardEventInput, exceptId: string | null) {
  const [taken] = await tx
    .select({ id: awardEvents.id })
    .from(awardEvents)
    .where(
      exceptId
        ? and(eq(awardEvents.slug, input.slug), ne(awardEvents.id, exceptId))
        : eq(awardEvents.slug, input.slug),
    );
  if (taken) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'slug', message: 'validation.awards.slugTaken' }],
    });
  }
  if (input.voucherId) {
    const [voucher] = await tx
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(eq(vouchers.id, input.voucherId));
    if (!voucher)
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'voucherId', message: 'validation.invalid' }],
      });
  }
}

/** A new edition, audited. The slug is the page's address, so it must be free. */
export async function createAwardEvent(
  db: Db,
  admin: Admin,
  input: AwardEventInput,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await checkEventInput(tx, input, null);
    const [row] = await tx
      .insert(awardEvents)
      .values({ ...input, createdAt: admin.now })
      .returning({ id: awardEvents.id });
    if (!row) throw new Error('award event insert returned nothing');
    await recordAdminDecision(tx, {
      adminUserId: admin.adminUserId,
      action: 'award_event.create',
      targetType: 'award_event',
      targetId: row.id,
      details: { slug: input.slug },
      now: admin.now,
    });
    return row;
  });
}

/** Changes an edition (dates, standings, starting votes...), audited. */
export async function updateAwardEvent(
  db: Db,
  admin: Admin,
  id: string,
  input: AwardEventInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: awardEvents.id })
      .from(awardEvents)
      .where(eq(awardEvents.id, id))
      .for('update');
    if (!existing) throw new AppError('NOT_FOUND');
    await checkEventInput(tx, input, id);
    await tx.update(awardEvents).set(input).where(eq(awardEvents.id, id));
    await recordAdminDecision(tx, {
      adminUserId: admin.adminUserId,
      action: 'award_event.update',
      targetType: 'award_event',
      targetId: id,
      details: { slug: input.slug },
      now: admin.now,
    });
  });
}

export async function createAwardCategory(
  db: Db,
  admin: Admin,
  eventId: string,
  input: AwardCategoryInput,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: awardEvents.id })
      .from(awardEvents)
      .where(eq(awardEvents.id, eventId));
    if (!event) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .insert(awardCategories)
      .values({ ...input, eventId })
      .returning({ id: awardCategories.id });
    if (!row) throw new Error('award category insert returned nothing');
    await recordAdminDecision(tx, {
      adminUserId: admin.adminUserId,
      action: 'award_category.create',
      targetType: 'award_category',
      targetId: row.id,
      details: { eventId, title: input.title },
      now: admin.now,
    });
    return row;
  });
}

/** Whether the shop, member or product the admin picked exists (a KOL is any member). */
async function targetExists(tx: Tx, kind: 'shop' | 'kol' | 'product', id: string): Promise<boolean> {
  const table = kind === 'shop' ? shops : kind === 'kol' ? users : products;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(row);
}

/** Adds a nominee of the category's kind, audited. */
export async function createAwardNominee(
  db: Db,
  admin: Admin,
  categoryId: string,
  input: AwardNomineeInput,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [category] = await tx.select().from(awardCategories).where(eq(awardCategories.id, categoryId));
    if (!category) throw new AppError('NOT_FOUND');
    if (!(await targetExists(tx, category.nomineeKind, input.targetId))) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'targetId', message: 'validation.invalid' }],
      });
    }
    const target =
      category.nomineeKind === 'shop'
        ? { shopId: input.targetId }
        : category.nomineeKind === 'kol'
          ? { kolUserId: input.targetId }
          : { productId: input.targetId };
    const [row] = await tx
      .insert(awardNominees)
      .values({ eventId: category.eventId, categoryId, blurb: input.blurb, ...target })
      .returning({ id: awardNominees.id });
    if (!row) throw new Error('award nominee insert returned nothing');
    await recordAdminDecision(tx, {
      adminUserId: admin.adminUserId,
      action: 'award_nominee.create',
      targetType: 'award_nominee',
      targetId: row.id,
      details: { categoryId, kind: category.nomineeKind, targetId: input.targetId },
      now: admin.now,
    });
    return row;
  });
}

/**
 * Removes a nominee nobody has voted for yet, audited. One with votes stays (CONFLICT): removing
 * it would take back votes members spent, and their ballots would not add up any more.
 */
export async function deleteAwardNominee(db: Db, admin: Admin, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ votes: awardNominees.votes })
      .from(awardNominees)
      .where(eq(awardNominees.id, id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.votes > 0) throw new AppError('CONFLICT');
    await tx.delete(awardNominees).where(eq(awardNominees.id, id));
    await recordAdminDecision(tx, {
      adminUserId: admin.adminUserId,
      action: 'award_nominee.delete',
      targetType: 'award_nominee',
      targetId: id,
      details: { votes: row.votes },
      now: admin.now,
    });
  });
}
