import { slotOf, type VoucherSlot } from '@cho-dep/core/vouchers/voucher-selection';
import type { VoucherOption } from './checkout-api';

/**
 * The voucher picker's rules are the engine's (core/vouchers/voucher-selection.ts): one
 * platform voucher (a discount or a cashback), one free-shipping voucher and one voucher per
 * shop in an order. Choosing a second voucher of a slot replaces the first, so the picker
 * never sends a choice the server refuses.
 */
export function voucherSlot(option: Pick<VoucherOption, 'kind' | 'shopId'>): VoucherSlot {
  return slotOf(option);
}

/** The vouchers in use: the buyer's own choice, or else what the server chose (`selected`). */
export function chosenVoucherIds(
  options: readonly VoucherOption[],
  manual: readonly string[] | null,
): string[] {
  if (manual) return [...manual];
  return options.filter((option) => option.selected).map((option) => option.id);
}

/** Picks `option` (replacing its slot's voucher) or, when already picked, drops it. */
export function toggleVoucher(
  chosen: readonly string[],
  option: VoucherOption,
  options: readonly VoucherOption[],
): string[] {
  if (chosen.includes(option.id)) return chosen.filter((id) => id !== option.id);
  const slot = voucherSlot(option);
  const slotOf = new Map(options.map((o) => [o.id, voucherSlot(o)]));
  return [...chosen.filter((id) => slotOf.get(id) !== slot), option.id];
}

export interface VoucherGroup {
  slot: VoucherSlot;
  /** i18n key under checkout.vouchers.groups. */
  label: 'platform' | 'free_shipping' | 'shop';
  options: VoucherOption[];
}

/** Usable ones first, the biggest saving on top; refused ones after, soonest-ending first. */
function byUsefulness(a: VoucherOption, b: VoucherOption): number {
  if (a.applicable !== b.applicable) return a.applicable ? -1 : 1;
  if (a.applicable) return b.amount - a.amount || a.endsAt.localeCompare(b.endsAt);
  return a.endsAt.localeCompare(b.endsAt);
}

/**
 * The sections of a voucher sheet: the platform sheet lists platform (and cashback) and
 * free-shipping vouchers; a shop's sheet lists that shop's. Empty sections are left out.
 */
export function voucherGroups(options: readonly VoucherOption[], shopId: string | null): VoucherGroup[] {
  const slots: { slot: VoucherSlot; label: VoucherGroup['label'] }[] = shopId
    ? [{ slot: `shop:${shopId}`, label: 'shop' }]
    : [
        { slot: 'platform', label: 'platform' },
        { slot: 'free_shipping', label: 'free_shipping' },
      ];
  return slots
    .map(({ slot, label }) => ({
      slot,
      label,
      options: options.filter((option) => voucherSlot(option) === slot).sort(byUsefulness),
    }))
    .filter((group) => group.options.length > 0);
}

/**
 * The codes in use in some slots, for the rows that open the sheets. (What they take off is
 * read from the quote's totals: a voucher's amount alone is not what it gives in company.)
 */
export function chosenCodes(
  options: readonly VoucherOption[],
  chosen: readonly string[],
  slots: readonly VoucherSlot[],
): string[] {
  return options
    .filter((option) => chosen.includes(option.id) && slots.includes(voucherSlot(option)))
    .map((option) => option.code);
}
