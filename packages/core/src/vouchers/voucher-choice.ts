import type { OrderDraft, Voucher } from './voucher-rules';
import { applySelection, bestSelection, type SelectionTotals } from './voucher-selection';

/** What stops an order on account of its vouchers (error codes of product.md §8). */
export interface VoucherChoiceProblem {
  code: 'VOUCHER_CONFLICT' | 'VOUCHER_NOT_APPLICABLE' | 'EXPRESS_SHIPPING_VOUCHER';
  shopId: string | null;
  params?: { code: string };
}

export interface VoucherChoice {
  /** What the order takes off: the buyer's choice, or the best combination when they made none. */
  selection: SelectionTotals;
  best: SelectionTotals;
  auto: boolean;
  problems: VoucherChoiceProblem[];
}

/**
 * The one decision on an order's vouchers, for the quote the buyer sees and for the order
 * placed (both run it): without a choice (`wanted` undefined) the best combination of the
 * candidates; with one, those vouchers in the order named, each that does not apply refused
 * with its reason and left out of the money. `named` are vouchers the buyer named that are not
 * among the candidates (not saved, not running, another shop's): each is refused as not
 * applicable. Any problem stops the order.
 */
export function chooseVouchers(input: {
  candidates: readonly Voucher[];
  wanted: readonly string[] | undefined;
  named: readonly Voucher[];
  draft: OrderDraft;
}): VoucherChoice {
  const { candidates, wanted, named, draft } = input;
  const best = bestSelection(candidates, draft);
  if (wanted === undefined) return { selection: best, best, auto: true, problems: [] };

  const problems: VoucherChoiceProblem[] = [];
  const byId = new Map(candidates.map((v) => [v.id, v]));
  const ids = [...new Set(wanted)];
  const chosen = ids.flatMap((id) => {
    const voucher = byId.get(id);
    return voucher ? [voucher] : [];
  });
  for (const voucher of named) {
    if (!byId.has(voucher.id) && ids.includes(voucher.id)) {
      problems.push({
        code: 'VOUCHER_NOT_APPLICABLE',
        shopId: voucher.shopId,
        params: { code: voucher.code },
      });
    }
  }
  const selection = applySelection(chosen, draft);
  for (const refused of selection.refused) {
    const voucher = byId.get(refused.voucherId);
    if (!voucher) continue;
    if (refused.reason === 'slot_taken') {
      problems.push({ code: 'VOUCHER_CONFLICT', shopId: voucher.shopId });
    } else if (refused.reason === 'express_shipping') {
      problems.push({ code: 'EXPRESS_SHIPPING_VOUCHER', shopId: voucher.shopId });
    } else {
      problems.push({
        code: 'VOUCHER_NOT_APPLICABLE',
        shopId: voucher.shopId,
        params: { code: voucher.code },
      });
    }
  }
  return { selection, best, auto: false, problems };
}
