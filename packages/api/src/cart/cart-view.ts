import { groupCart, isLineSelected, type ShopGroup } from '@cho-dep/core/cart/cart-groups';
import type { Db } from '@cho-dep/db/client';
import { and, inArray } from 'drizzle-orm';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { cartItems } from './cart.tables';
import { type CartLine, loadCartLines } from './cart-lines';
import { type CartOwner, ownedBy } from './cart-queries';
import type { CartItemView, CartShopGroupView, CartView } from './cart-schemas';

/** Cart pictures are thumbnails (80-100 px on screen): the 200 px file is enough at 2x. */
const THUMB = 200;

type Line = CartLine & { id: string };

function toItem(line: CartLine, urlOf: UrlOf): CartItemView {
  return {
    _id: line.cartItemId,
    quantity: line.quantity,
    price: line.unitPrice,
    price_original: line.originalPrice,
    is_selected: isLineSelected(line),
    variant_id: line.variantId,
    product: {
      _id: line.productId,
      name: line.productName,
      image: imageUrl(urlOf, line.imageKey, THUMB),
      sale_price: line.unitPrice,
      sale_price_original: line.originalPrice,
    },
    variant: {
      _id: line.variantId,
      label: line.variantLabel,
      option_values: line.optionValues.map((v) => ({
        name: v.value,
        option: v.name,
        image: imageUrl(urlOf, v.image, THUMB),
      })),
    },
    shop: { _id: line.shopId, name: line.shopName },
    invalid_reason: line.invalidReason,
    max_quantity: line.maxQuantity,
    stock: line.stock,
    promotion: line.promotion && {
      promotion_item_id: line.promotion.promotionItemId,
      remaining: line.promotion.remaining,
      per_order_limit: line.promotion.perOrderLimit,
      per_user_limit: line.promotion.perUserLimit,
    },
    added_at: line.addedAt.toISOString(),
  };
}

function toGroup(group: ShopGroup<Line>, urlOf: UrlOf): CartShopGroupView {
  const first = group.lines[0];
  return {
    shop: { _id: group.shopId, name: first?.shopName ?? '', country: first?.shopCountry ?? 'VN' },
    is_selected: group.lines.length > 0 && group.lines.every(isLineSelected),
    items: group.lines.map((line) => toItem(line, urlOf)),
  };
}

/**
 * The cart as GET /api/v1/mobile/carts/all answers it: lines priced at `now`, grouped by shop
 * into valid and invalid, the number of lines and the selection totals. An owner-less request
 * has an empty cart.
 */
export async function loadCart(db: Db, owner: CartOwner, now: Date, urlOf: UrlOf): Promise<CartView> {
  return cartViewOf(db, owner, owner ? await loadCartLines(db, owner, now) : [], urlOf);
}

/** The cart's answer from lines the caller has just read and priced (loadCartLines). */
export async function cartViewOf(
  db: Db,
  owner: CartOwner,
  lines: CartLine[],
  urlOf: UrlOf,
): Promise<CartView> {
  // A selected line that can no longer be bought shows unselected; forget the stored choice
  // too, so the checkout (which names such lines as problems) is not blocked by a line the
  // buyer sees unselected and cannot untick. It comes back unselected if it is restocked.
  const stale = lines.filter((line) => line.isSelected && line.invalidReason !== null);
  if (owner && stale.length > 0) {
    await db
      .update(cartItems)
      .set({ isSelected: false })
      .where(
        and(
          ownedBy(owner),
          inArray(
            cartItems.id,
            stale.map((line) => line.cartItemId),
          ),
        ),
      );
  }
  const grouped = groupCart<Line>(lines.map((line) => ({ ...line, id: line.cartItemId })));
  const { summary } = grouped;
  return {
    valid: grouped.valid.map((group) => toGroup(group, urlOf)),
    invalid: grouped.invalid.map((group) => toGroup(group, urlOf)),
    number: lines.length,
    summary: {
      count: summary.count,
      units: summary.units,
      goods_total: summary.goodsTotal,
      original_total: summary.originalTotal,
      saving: summary.saving,
      selectable_count: summary.selectableCount,
      all_selected: summary.allSelected,
    },
  };
}
