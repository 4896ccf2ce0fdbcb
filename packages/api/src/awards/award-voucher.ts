import { isAppError } from '@cho-dep/core/errors/app-error';
import type { Tx } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import { notify } from '../notifications/notify';
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
  // A savepoint: a refused save rolls back alone, the vote stays.
  const name = await tx
    .transaction((inner) =>
      saveVoucher(inner, { userId, target: { code: voucher.code }, now, urlOf: input.urlOf }),
    )
    .then(
      (saved) => saved.name,
      (error: unknown) => {
        if (!isAppError(error)) throw error;
        return null;
      },
    );
  if (name === null) return null;
  await tx
    .update(awardBallots)
    .set({ voucherGrantedAt: now })
    .where(and(eq(awardBallots.eventId, event.id), eq(awardBallots.userId, userId)));
  // Also in the notification list, so the member finds the voucher after the toast has gone.
  await notify(
    tx,
    [
      {
        userId,
        kind: 'awards.voucher',
        params: { name },
        targetType: 'awards_voucher',
        targetId: event.voucherId,
      },
    ],
    now,
  );
  return name;
}
