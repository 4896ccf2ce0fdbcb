import { promotionItemPrice } from '@cho-dep/core/cart/promotion-price';
import type { CheckoutDraftInput } from '@cho-dep/core/checkout/checkout-schemas';
import type { ErrorCode } from '@cho-dep/core/errors/error-codes';
import { joinRefusal, teamPaymentRefusal } from '@cho-dep/core/group-buying/team-rules';
import type { Db, Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import type { PricedLine } from '../cart/cart-pricing';
import type { Purchaser } from '../orders/buyer-purchases';
import { groupBuyTeams } from './group-buying.tables';
import { loadItemWithProgram, programRunning, seatCounts, unitsOfBuyer } from './team-records';

export interface TeamProblem {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

/**
 * The checkout's hook for a team seat (draft.groupBuy): the one express line is priced at the
 * team price (instead of any promotion), and every reason the buyer cannot take the seat is
 * a problem the quote shows and placing refuses: an account is needed, the payment is online,
 * the product is in a running program (an open team may be joined until its own end), the
 * team has a seat, the program has units, the buyer stays within the per-buyer limit.
 * Placing checks the seat again under the team's row lock (hold-team-seat.ts).
 */
export async function priceTeamSeat(
  db: Db | Tx,
  actor: Purchaser,
  draft: CheckoutDraftInput,
  lines: PricedLine[],
  now: Date,
): Promise<{ lines: PricedLine[]; problems: TeamProblem[] }> {
  const choice = draft.groupBuy;
  if (!choice) return { lines, problems: [] };
  const problems: TeamProblem[] = [];
  const userId = 'userId' in actor ? actor.userId : null;
  if (!userId) problems.push({ code: 'UNAUTHENTICATED' });
  const payment = teamPaymentRefusal(draft.paymentMethod);
  if (payment) problems.push({ code: payment });

  const found = await loadItemWithProgram(db, choice.itemId);
  const [line] = lines;
  const matches =
    found &&
    line &&
    lines.length === 1 &&
    line.productId === found.item.productId &&
    (found.item.variantId === null || found.item.variantId === line.variantId);
  if (!found || !line || !matches) {
    problems.push({ code: 'GROUP_BUY_UNAVAILABLE' });
    return { lines, problems };
  }
  const { item, program } = found;
  if (choice.teamId) {
    const [team] = await db.select().from(groupBuyTeams).where(eq(groupBuyTeams.id, choice.teamId));
    if (!team || team.itemId !== item.id) problems.push({ code: 'GROUP_BUY_TEAM_CLOSED' });
    else {
      const seats = await seatCounts(db, team.id, userId);
      const refusal = joinRefusal(team, { ...seats, now });
      if (refusal) problems.push({ code: refusal });
    }
  } else if (!programRunning(program, now)) problems.push({ code: 'GROUP_BUY_UNAVAILABLE' });

  const remaining = item.stock - item.heldCount;
  const perOrder = item.perOrderLimit ?? Number.POSITIVE_INFINITY;
  if (line.quantity > Math.min(remaining, perOrder)) {
    problems.push({
      code: 'PROMOTION_LIMIT_EXCEEDED',
      params: { remaining: Math.max(0, Math.min(remaining, perOrder)) },
    });
  }
  if (userId && item.perUserLimit !== null) {
    const already = await unitsOfBuyer(db, item.id, userId);
    if (already + line.quantity > item.perUserLimit) {
      problems.push({
        code: 'PROMOTION_USER_LIMIT_EXCEEDED',
        params: { limit: item.perUserLimit, bought: already },
      });
    }
  }
  const unitPrice = promotionItemPrice(line.originalPrice, {
    discountedPrice: item.teamPrice,
    maxDiscount: item.maxDiscount,
  });
  return { lines: [{ ...line, unitPrice, promotion: null }], problems };
}
