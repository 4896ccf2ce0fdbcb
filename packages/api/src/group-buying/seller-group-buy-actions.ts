import { AppError } from '@cho-dep/core/errors/app-error';
import type { GroupBuyProgramInput } from '@cho-dep/core/group-buying/group-buy-input-schema';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../follows/follow-service';
import { checkProgramItems } from '../promotions/program-items-check';
import { groupBuyItems, groupBuyPrograms, groupBuyTeams } from './group-buying.tables';

function itemRows(programId: string, input: GroupBuyProgramInput) {
  return input.items.map((item, position) => ({
    programId,
    productId: item.productId,
    variantId: item.variantId,
    teamPrice: item.discountedPrice,
    maxDiscount: item.maxDiscount,
    stock: item.stock,
    perOrderLimit: item.perOrderLimit,
    perUserLimit: item.perUserLimit,
    position,
  }));
}

/** A new group-buy program of the shop; a start in the past means now. */
export async function createGroupBuyProgram(
  db: Db,
  shopId: string,
  input: GroupBuyProgramInput,
  now: Date,
): Promise<string> {
  if (input.endsAt <= now) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'endsAt', message: 'validation.promotion.endInPast' }],
    });
  }
  return db.transaction(async (tx) => {
    const fields = await checkProgramItems(tx, shopId, input);
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
    const startsAt = input.startsAt < now ? now : input.startsAt;
    const [program] = await tx
      .insert(groupBuyPrograms)
      .values({
        shopId,
        name: input.name,
        kind: input.kind,
        teamSize: input.teamSize,
        windowHours: input.windowHours,
        startsAt,
        endsAt: input.endsAt,
        createdAt: now,
      })
      .returning({ id: groupBuyPrograms.id });
    if (!program) throw new AppError('INTERNAL');
    await tx.insert(groupBuyItems).values(itemRows(program.id, input));
    return program.id;
  });
}

/**
 * Ends a running or upcoming program now: no new team opens; teams already open run to their
 * own end (their members paid for that promise).
 */
export async function endGroupBuyProgram(db: Db, shopId: string, id: string, now: Date): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [ended] = await db
    .update(groupBuyPrograms)
    .set({ endedAt: now })
    .where(
      and(
        eq(groupBuyPrograms.id, id),
        eq(groupBuyPrograms.shopId, shopId),
        sql`${groupBuyPrograms.endedAt} IS NULL`,
        sql`${groupBuyPrograms.endsAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: groupBuyPrograms.id });
  if (ended) return;
  const [exists] = await db
    .select({ id: groupBuyPrograms.id })
    .from(groupBuyPrograms)
    .where(and(eq(groupBuyPrograms.id, id), eq(groupBuyPrograms.shopId, shopId)));
  throw new AppError(exists ? 'CONFLICT' : 'NOT_FOUND');
}

/** The program row of the shop, locked; NOT_FOUND for another shop's. */
async function lockedProgram(tx: Tx, shopId: string, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [program] = await tx
    .select()
    .from(groupBuyPrograms)
    .where(and(eq(groupBuyPrograms.id, id), eq(groupBuyPrograms.shopId, shopId)))
    .for('update');
  if (!program) throw new AppError('NOT_FOUND');
  return program;
}

/** Replaces an upcoming program (no team can exist yet); a started or ended one is CONFLICT. */
export async function updateGroupBuyProgram(
  db: Db,
  shopId: string,
  id: string,
  input: GroupBuyProgramInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const program = await lockedProgram(tx, shopId, id);
    if (program.startsAt <= now || program.endedAt !== null) {
      throw new AppError('CONFLICT', { detail: 'only an upcoming program can be edited' });
    }
    const fields = await checkProgramItems(tx, shopId, input);
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
    await tx
      .update(groupBuyPrograms)
      .set({
        name: input.name,
        kind: input.kind,
        teamSize: input.teamSize,
        windowHours: input.windowHours,
        startsAt: input.startsAt < now ? now : input.startsAt,
        endsAt: input.endsAt,
      })
      .where(eq(groupBuyPrograms.id, id));
    await tx.delete(groupBuyItems).where(eq(groupBuyItems.programId, id));
    await tx.insert(groupBuyItems).values(itemRows(id, input));
  });
}

/**
 * Deletes a program no team was ever opened in (its teams and seats are the record of paid
 * orders); otherwise CONFLICT: end it instead.
 */
export async function deleteGroupBuyProgram(db: Db, shopId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedProgram(tx, shopId, id);
    const [team] = await tx
      .select({ id: groupBuyTeams.id })
      .from(groupBuyTeams)
      .innerJoin(groupBuyItems, eq(groupBuyItems.id, groupBuyTeams.itemId))
      .where(eq(groupBuyItems.programId, id))
      .limit(1);
    if (team) throw new AppError('CONFLICT', { detail: 'a program with teams cannot be deleted; end it' });
    await tx.delete(groupBuyPrograms).where(eq(groupBuyPrograms.id, id));
  });
}
