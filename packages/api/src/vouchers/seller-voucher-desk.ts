import type { VoucherInput } from '@cho-dep/core/vouchers/voucher-input-schema';
import type { Tx } from '@cho-dep/db/client';
import { ownProductIds } from '../shops/categories/shop-category-queries';
import type { FieldError, VoucherDesk } from './managed-voucher-actions';

/**
 * A seller writes shop vouchers only (platform, cashback and free-shipping vouchers are the
 * admin's), for the shop's own products, with no buyer or shop lists (a shop voucher already
 * belongs to one shop; buyer lists are a platform tool).
 */
async function sellerInputErrors(tx: Tx, shopId: string, input: VoucherInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (input.kind !== 'shop') errors.push({ path: 'kind', message: 'validation.sellerVoucher.shopOnly' });
  if (input.conditions.shopIds !== undefined) {
    errors.push({ path: 'conditions.shopIds', message: 'validation.sellerVoucher.shopOnly' });
  }
  if (input.conditions.userIds !== undefined) {
    errors.push({ path: 'conditions.userIds', message: 'validation.sellerVoucher.shopOnly' });
  }
  const ids = input.scope === 'products' ? input.productIds : [];
  const own = await ownProductIds(tx, shopId, ids);
  ids.forEach((id, index) => {
    if (!own.has(id))
      errors.push({ path: `productIds.${index}`, message: 'validation.shopCategory.notOwnProduct' });
  });
  return errors;
}

/** The seller centre's voucher desk: the shop's own shop vouchers. */
export function sellerVoucherDesk(shopId: string): VoucherDesk {
  return {
    owner: { type: 'shop', shopId },
    inputErrors: (tx, input) => sellerInputErrors(tx, shopId, input),
  };
}
