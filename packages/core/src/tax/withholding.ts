/**
 * Tax a platform withholds for household and individual sellers (Decree 117/2025/ND-CP, from
 * 1 July 2025; product.md §partners, Law): on each paid transaction the platform keeps VAT and personal
 * income tax at fixed rates of the seller's revenue and pays them over. Registered enterprises
 * declare their own taxes, so nothing is withheld for them. Shown to the seller as "VAT and
 * personal income tax" in the revenue detail (product.md §3, Order).
 *
 * Pure: amounts are whole dong. Cancelled and returned orders are offset elsewhere, later.
 */
import type { BusinessType } from '../catalog/catalog-states';

export const SUPPLY_KINDS = ['goods', 'services', 'transport'] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

/**
 * Rates in basis points (1/100 of a percent): goods VAT 1% + PIT 0.5%, services VAT 5% + PIT
 * 2%, transport VAT 3% + PIT 1.5%. (verify against the decree before each tax year)
 */
export const WITHHOLDING_RATES: Readonly<
  Record<SupplyKind, { vatBasisPoints: number; pitBasisPoints: number }>
> = {
  goods: { vatBasisPoints: 100, pitBasisPoints: 50 },
  services: { vatBasisPoints: 500, pitBasisPoints: 200 },
  transport: { vatBasisPoints: 300, pitBasisPoints: 150 },
};

export interface WithholdingLine {
  lineId: string;
  /** Dong the seller earns for the line after seller-funded discounts (see allocateSellerDiscount). */
  revenue: number;
  /** What the line sells; a marketplace line is goods unless told otherwise. */
  kind?: SupplyKind;
}

export interface LineWithholding {
  lineId: string;
  vat: number;
  pit: number;
}

/**
 * VAT and PIT withheld per order line, each rounded to whole dong, half up (0.5 ₫ becomes
 * 1 ₫). Rounding per line, not per order, so the order's figures are exactly the sum of its
 * stored lines and a line returned later is offset by exactly what was withheld for it. Half
 * up is ordinary commercial rounding and, unlike rounding down, never withholds a line's
 * half dong too little (verify the tax authority's rounding rule). Every line comes back,
 * with zeros for an enterprise.
 */
export function withholdingForLines(businessType: BusinessType, lines: WithholdingLine[]): LineWithholding[] {
  for (const line of lines) assertDong(line.revenue, `revenue of line ${line.lineId}`);
  if (businessType !== 'personal') return lines.map(({ lineId }) => ({ lineId, vat: 0, pit: 0 }));
  return lines.map(({ lineId, revenue, kind = 'goods' }) => {
    const rate = WITHHOLDING_RATES[kind];
    return {
      lineId,
      vat: basisPointsHalfUp(revenue, rate.vatBasisPoints),
      pit: basisPointsHalfUp(revenue, rate.pitBasisPoints),
    };
  });
}

/**
 * Spreads a shop-funded discount (a shop voucher) over the order's lines in proportion to
 * their amounts, so each line's tax base is what the seller really earns for it.
 * Platform-funded discounts do not lower the seller's revenue and are not passed here.
 * Shares are rounded down; the dong left over go to the largest line (the first of equal
 * ones), spilling to the next largest only if a line would go below zero, so the shares add
 * up to the discount exactly and no revenue is negative. A discount above the lines' total is
 * capped at it.
 */
export function allocateSellerDiscount(
  lines: { lineId: string; amount: number }[],
  discount: number,
): { lineId: string; revenue: number }[] {
  assertDong(discount, 'discount');
  for (const line of lines) assertDong(line.amount, `amount of line ${line.lineId}`);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const capped = Math.min(discount, total);
  if (capped === 0) return lines.map(({ lineId, amount }) => ({ lineId, revenue: amount }));
  // BigInt: amount × discount can pass 2^53 for large orders.
  const shares = lines.map((line) => Number((BigInt(line.amount) * BigInt(capped)) / BigInt(total)));
  let left = capped - shares.reduce((sum, share) => sum + share, 0);
  const largestFirst = lines.map((_, index) => index).sort((a, b) => lines[b]!.amount - lines[a]!.amount);
  for (const index of largestFirst) {
    if (left === 0) break;
    const extra = Math.min(left, lines[index]!.amount - shares[index]!);
    shares[index]! += extra;
    left -= extra;
  }
  return lines.map(({ lineId, amount }, index) => ({ lineId, revenue: amount - shares[index]! }));
}

/** amount × basisPoints / 10,000 rounded half up, in integer arithmetic (no float drift). */
function basisPointsHalfUp(amount: number, basisPoints: number): number {
  return Number((BigInt(amount) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

function assertDong(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be whole dong, got ${value}`);
}
