import { INVALID_REASONS } from '@cho-dep/core/cart/cart-validity';
import { z } from '@hono/zod-openapi';

/**
 * The cart's answer (product.md §3, Cart; section 7: in data.data, valid and invalid
 * groups by shop and a number). Field names follow the original contract (`_id`, `price`,
 * `price_original`, `sale_price`, `is_selected`, `variant_id`, `option_values`); the rest are
 * ours: why a line cannot be bought, how many units it may hold, its promotion and the
 * selection totals for the bottom bar.
 */

const cartItemSchema = z
  .object({
    _id: z.uuid().openapi({ description: 'The cart line id (what quantities, delete and selection take)' }),
    quantity: z.number().int(),
    price: z
      .number()
      .int()
      .openapi({ description: 'What one unit costs now (promotion, sale or regular price)' }),
    price_original: z.number().int().openapi({ description: "The variant's regular price" }),
    is_selected: z.boolean().openapi({ description: 'Never true for a line that cannot be bought' }),
    variant_id: z.uuid(),
    product: z.object({
      _id: z.uuid(),
      name: z.string(),
      image: z.string().nullable(),
      sale_price: z.number().int(),
      sale_price_original: z.number().int(),
    }),
    variant: z.object({
      _id: z.uuid(),
      /** "Đen, M". */
      label: z.string(),
      option_values: z.array(
        z.object({
          name: z.string().openapi({ description: 'The value, e.g. "Đen"' }),
          option: z.string().openapi({ description: 'The classification, e.g. "Màu sắc"' }),
          image: z.string().nullable(),
        }),
      ),
    }),
    shop: z.object({ _id: z.uuid(), name: z.string() }),
    invalid_reason: z.enum(INVALID_REASONS).nullable(),
    max_quantity: z
      .number()
      .int()
      .openapi({ description: 'The most units the line may hold now; 0 when invalid' }),
    stock: z.number().int(),
    promotion: z
      .object({
        promotion_item_id: z.uuid(),
        remaining: z.number().int().openapi({ description: 'Units left at the program price' }),
        per_order_limit: z.number().int().nullable(),
        per_user_limit: z.number().int().nullable(),
      })
      .nullable(),
    added_at: z.string(),
  })
  .openapi('CartItem');

const shopGroupSchema = z
  .object({
    shop: z.object({ _id: z.uuid(), name: z.string(), country: z.enum(['VN', 'KO']) }),
    /** Every line of the group is selected (the shop's checkbox); always false for invalid groups. */
    is_selected: z.boolean(),
    items: z.array(cartItemSchema),
  })
  .openapi('CartShopGroup');

export const cartViewSchema = z
  .object({
    valid: z.array(shopGroupSchema),
    invalid: z.array(shopGroupSchema),
    number: z
      .number()
      .int()
      .openapi({ description: 'Lines in the cart, valid and invalid (the header badge)' }),
    summary: z.object({
      count: z.number().int().openapi({ description: 'Selected lines' }),
      units: z.number().int(),
      goods_total: z.number().int(),
      original_total: z.number().int(),
      saving: z.number().int(),
      selectable_count: z.number().int(),
      all_selected: z.boolean(),
    }),
  })
  .openapi('Cart');

export type CartView = z.infer<typeof cartViewSchema>;
export type CartItemView = z.infer<typeof cartItemSchema>;
export type CartShopGroupView = z.infer<typeof shopGroupSchema>;
