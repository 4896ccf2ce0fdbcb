import { evaluateVoucher, type OrderDraft, type Voucher, type VoucherRefusal } from './voucher-rules';

/**
 * Which vouchers go together in one order: at most one platform voucher (a platform
 * discount or a cashback), one free-shipping voucher, and one voucher per shop. Shop vouchers
 * apply first, the platform voucher to the goods left after them, free shipping to the fees.
 */
export type VoucherSlot = 'platform' | 'free_shipping' | `shop:${string}`;

/** The slot a voucher takes; the checkout's voucher picker uses the same function. */
export function slotOf(voucher: Pick<Voucher, 'kind' | 'shopId'>): VoucherSlot {
  if (voucher.kind === 'shop') return `shop:${voucher.shopId ?? ''}`;
  if (voucher.kind === 'free_shipping') return 'free_shipping';
  return 'platform';
}

/** The first slot chosen twice, or null when the choice is allowed. */
export function conflictingSlot(vouchers: readonly Voucher[]): string | null {
  const seen = new Set<string>();
  for (const voucher of vouchers) {
    const slot = slotOf(voucher);
    if (seen.has(slot)) return slot;
    seen.add(slot);
  }
  return null;
}

export interface AppliedVoucher {
  voucherId: string;
  code: string;
  amount: number;
  paidBy: 'platform' | 'seller';
  shopId: string | null;
}

/** Why a chosen voucher is left out: the engine's refusal, or its slot already holds a voucher. */
export type SelectionRefusal = VoucherRefusal | 'slot_taken';

export interface SelectionTotals {
  applied: AppliedVoucher[];
  refused: { voucherId: string; reason: SelectionRefusal }[];
  /** The totals of product.md §3: shop-voucher, platform-voucher and shipping discounts. */
  shopDiscount: number;
  platformDiscount: number;
  shippingDiscount: number;
  /** Paid back after the order (not taken off the payment). */
  cashback: number;
  /** Everything the buyer saves, cashback included. */
  saving: number;
}

/**
 * Applies a chosen set in the order the rules give. A voucher whose slot is already taken
 * (a second voucher of one shop, say) is refused with 'slot_taken' and takes nothing off, so
 * no caller can ever add up a combination the order would refuse; within a slot the voucher
 * named first wins.
 */
export function applySelection(selected: readonly Voucher[], draft: OrderDraft): SelectionTotals {
  const out: SelectionTotals = {
    applied: [],
    refused: [],
    shopDiscount: 0,
    platformDiscount: 0,
    shippingDiscount: 0,
    cashback: 0,
    saving: 0,
  };
  const order = (v: Voucher) => (v.kind === 'shop' ? 0 : v.kind === 'free_shipping' ? 2 : 1);
  const goods = draft.shops.reduce(
    (sum, shop) => sum + shop.items.reduce((s, item) => s + item.amount, 0),
    0,
  );
  const taken = new Set<string>();
  for (const voucher of [...selected].sort((a, b) => order(a) - order(b))) {
    if (taken.has(slotOf(voucher))) {
      out.refused.push({ voucherId: voucher.id, reason: 'slot_taken' });
      continue;
    }
    taken.add(slotOf(voucher));
    const result = evaluateVoucher(voucher, draft, goods - out.shopDiscount);
    if (!result.ok) {
      out.refused.push({ voucherId: voucher.id, reason: result.reason });
      continue;
    }
    out.applied.push({
      voucherId: voucher.id,
      code: voucher.code,
      amount: result.amount,
      paidBy: result.paidBy,
      shopId: result.shopId,
    });
    if (voucher.kind === 'shop') out.shopDiscount += result.amount;
    else if (voucher.kind === 'platform') out.platformDiscount += result.amount;
    else if (voucher.kind === 'cashback') out.cashback += result.amount;
    else out.shippingDiscount += result.amount;
  }
  out.saving = out.shopDiscount + out.platformDiscount + out.shippingDiscount + out.cashback;
  return out;
}

/** Beyond this many combinations, each shop keeps only its strongest few vouchers. */
const MAX_COMBINATIONS = 2000;
const STRONGEST_PER_SHOP = 3;

/**
 * The buyer's best choice among their vouchers (the checkout proposes it and shows
 * the saving). Every allowed combination of shop and platform vouchers is tried, since a
 * bigger shop discount can push the order under a platform voucher's minimum; free shipping
 * does not interact and takes the best alone. Ties prefer money off now over cashback, then
 * fewer vouchers used.
 */
export function bestSelection(candidates: readonly Voucher[], draft: OrderDraft): SelectionTotals {
  const usable = candidates.filter((v) => evaluateVoucher(v, draft).ok);
  const bySlot = new Map<string, Voucher[]>();
  for (const voucher of usable)
    bySlot.set(slotOf(voucher), [...(bySlot.get(slotOf(voucher)) ?? []), voucher]);

  const alone = (v: Voucher) => {
    const r = evaluateVoucher(v, draft);
    return r.ok ? r.amount : 0;
  };
  const shipping = (bySlot.get('free_shipping') ?? []).sort((a, b) => alone(b) - alone(a))[0];
  let shopSlots = [...bySlot.entries()].filter(([slot]) => slot.startsWith('shop:')).map(([, list]) => list);
  const platform = bySlot.get('platform') ?? [];
  const count = shopSlots.reduce((n, list) => n * (list.length + 1), platform.length + 1);
  if (count > MAX_COMBINATIONS) {
    shopSlots = shopSlots.map((list) =>
      [...list].sort((a, b) => alone(b) - alone(a)).slice(0, STRONGEST_PER_SHOP),
    );
  }

  let best: SelectionTotals | null = null;
  const better = (a: SelectionTotals, b: SelectionTotals | null) => {
    if (!b) return true;
    if (a.saving !== b.saving) return a.saving > b.saving;
    if (a.cashback !== b.cashback) return a.cashback < b.cashback;
    return a.applied.length < b.applied.length;
  };
  const walk = (index: number, chosen: Voucher[]) => {
    if (index < shopSlots.length) {
      walk(index + 1, chosen);
      for (const voucher of shopSlots[index] ?? []) walk(index + 1, [...chosen, voucher]);
      return;
    }
    for (const option of [null, ...platform]) {
      const set = [...chosen, ...(option ? [option] : []), ...(shipping ? [shipping] : [])];
      const totals = applySelection(set, draft);
      if (totals.refused.length === 0 && better(totals, best)) best = totals;
    }
  };
  walk(0, []);
  return best ?? applySelection([], draft);
}
