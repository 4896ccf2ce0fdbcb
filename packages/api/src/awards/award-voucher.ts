import { isAppError } from '@cho-dep/core/errors/app-error';
import type { Tx } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import type { UrlOf } from '../products/catalog/catalog-media';
import { saveVoucher } from '../vouchers/save-voucher';
import { vouchers } from '../vouchers/vouchers.tables';
import { awardBallots, type awardEvents } from './awards.tables';

/**
 * Saves the edition's voucher (the awards 200K, product.md §9) into the voter's vouchers, once
 * per ballot, through the vouchers domain. A voucher that has ended or run out is not given and
 * does not refuse the vote: the vote is what the member came for. Returns the voucher's name
 * when it was given now.
 */
export async function grantAwardVoucher(
  tx: Tx,
  input: { event: typeof awardEvents.$inferSelect; userId: string; now: Date; urlOf: UrlOf },
): Promise<string | null> {
  const { event, userId, now } = input;
  if (!event.voucherId) return null;
  // By its code: the awards voucher is hidden from the voucher lists, voting is the way to it.
  const [voucher] = await tx
    .select({ code: vouchers.code })
    .from(vouchers)
    .where(eq(vouchers.id, event.voucherId));
  if (!voucher) return null;
  let name: string | null = null;
  try {
    // A savepoint: a refused save rolls back alone, the vote stays.
    const saved = await tx.transaction((inner) =>
      saveVoucher(inner, { userId, target: { code: voucher.code }, now, urlOf: input.urlOf }),
    );
    name = saved.name;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return null;
  }
  await tx
    .update(awardBallots)
    .set({ voucherGrantedAt: now })
    .where(and(eq(awardBallots.eventId, event.id), eq(awardBallots.userId, userId)));
  return name;
}
