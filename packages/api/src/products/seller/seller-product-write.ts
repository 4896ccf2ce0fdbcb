import type { ProductStatus } from '@cho-dep/core/catalog/catalog-states';
import { priceRuleApplies, pricesChanged } from '@cho-dep/core/catalog/price-change-rule';
import { productStrengthFor } from '@cho-dep/core/catalog/product-input-schema';
import { needsReview } from '@cho-dep/core/catalog/seller-product-tabs';
import type { Tx } from '@cho-dep/db/client';
import { comboKey, loadEditableProduct, mediaKeysOf } from './seller-product-editable';
import { lockOwnProduct } from './seller-product-lock';
import { recordPriceChange } from './seller-product-price-rule';
import { storeProduct } from './seller-product-store';
import { parseProductInput } from './seller-product-validate';

export interface WriteResult {
  id: string;
  status: ProductStatus;
}

/**
 * A new product of the shop from an unparsed body: submit=true checks every rule and sends it
 * for review ('pending', submittedAt now); otherwise it is kept as a draft. Used by the seller
 * API and bulk import.
 */
export async function createSellerProduct(
  tx: Tx,
  args: { shopId: string; raw: unknown; submit: boolean; now: Date },
): Promise<WriteResult> {
  const input = parseProductInput(args.raw, productStrengthFor({ status: null, submit: args.submit }));
  const status: ProductStatus = args.submit ? 'pending' : 'draft';
  const id = await storeProduct(tx, {
    shopId: args.shopId,
    productId: null,
    input,
    status,
    submittedAt: args.submit ? args.now : undefined,
    renameSlug: true,
  });
  return { id, status };
}

/**
 * Saves an edit of one of the shop's products (another shop's: 404). What it does depends on
 * the product's state:
 * - draft / rejected: saved as is (draft rules), or sent for review with submit=true (rules of a
 *   new product: every variant has stock).
 * - pending: every rule (stock may be 0); stays pending.
 * - approved / hidden: every rule; price, stock and logistics edits stay live; an edit of what
 *   buyers judge the product by (REVIEWED_FIELDS: name, description, category, pictures,
 *   classifications...) sends it back for review. A price or sale price change of an existing
 *   variant obeys the price change rule (PRICE_CHANGE_LOCKED / PRICE_CHANGE_LIMIT).
 */
export async function updateSellerProduct(
  tx: Tx,
  args: { shopId: string; productId: string; raw: unknown; submit: boolean; now: Date },
): Promise<WriteResult> {
  const product = await lockOwnProduct(tx, args.shopId, args.productId);
  const before = await loadEditableProduct(tx, product);
  const unsent = product.status === 'draft' || product.status === 'rejected';
  const input = parseProductInput(
    args.raw,
    productStrengthFor({ status: product.status, submit: args.submit }),
  );

  let status: ProductStatus = product.status;
  let submittedAt: Date | undefined;
  if (unsent && args.submit) {
    status = 'pending';
    submittedAt = args.now;
  } else if (priceRuleApplies(product.status) && needsReview(before, input)) {
    status = 'pending';
    submittedAt = args.now;
  }

  if (priceRuleApplies(product.status)) {
    const priced = (variants: typeof input.variants) =>
      variants.map((v) => ({ key: comboKey(v.optionValues), price: v.price, salePrice: v.salePrice }));
    if (pricesChanged(priced(before.variants), priced(input.variants))) {
      await recordPriceChange(tx, product.id, args.now);
    }
  }

  await storeProduct(tx, {
    shopId: args.shopId,
    productId: product.id,
    input,
    status,
    submittedAt,
    keptKeys: new Set(mediaKeysOf(before)),
    // Buyers may hold the link of a product that was ever live; drafts follow their name.
    renameSlug: product.status === 'draft',
  });
  return { id: product.id, status };
}
