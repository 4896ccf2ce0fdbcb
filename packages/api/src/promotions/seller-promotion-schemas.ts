import { z } from '@hono/zod-openapi';

const phase = z.enum(['upcoming', 'running', 'ended']);

export const sellerPromotionRowSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(['product', 'variant']),
    startsAt: z.string(),
    endsAt: z.string(),
    endedAt: z.string().nullable().openapi({ description: 'Set when the seller ended it early' }),
    phase,
    itemCount: z.number().int(),
    soldCount: z.number().int().openapi({ description: 'Units sold at the program price, all items' }),
  })
  .openapi('SellerPromotionRow');
export type SellerPromotionRow = z.infer<typeof sellerPromotionRowSchema>;

export const sellerPromotionListSchema = z
  .object({
    data: z.array(sellerPromotionRowSchema),
    counts: z.object({ upcoming: z.number().int(), running: z.number().int(), ended: z.number().int() }),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('SellerPromotionList');
export type SellerPromotionList = z.infer<typeof sellerPromotionListSchema>;

export const sellerPromotionItemSchema = z
  .object({
    productId: z.string(),
    variantId: z.string().nullable(),
    productName: z.string(),
    variantLabel: z.string().nullable(),
    image: z.string().nullable(),
    originalPrice: z
      .number()
      .int()
      .openapi({ description: 'The current price a buyer pays without the program' }),
    discountedPrice: z.number().int(),
    discountPercent: z.number().int(),
    maxDiscount: z.number().int().nullable(),
    buyerPrice: z.number().int().openapi({
      description:
        'What a buyer pays per unit now: originalPrice minus the discount, at most maxDiscount (the cart and checkout charge this)',
    }),
    stock: z.number().int().openapi({ description: 'Units at the program price (the product limit)' }),
    soldCount: z.number().int(),
    perOrderLimit: z.number().int().nullable(),
    perUserLimit: z.number().int().nullable(),
  })
  .openapi('SellerPromotionItem');

export const sellerPromotionDetailSchema = sellerPromotionRowSchema
  .extend({
    coverKey: z.string().nullable(),
    coverUrl: z.string().nullable().openapi({ description: 'The program cover (3:1), if any' }),
    items: z.array(sellerPromotionItemSchema),
  })
  .openapi('SellerPromotionDetail');
export type SellerPromotionDetail = z.infer<typeof sellerPromotionDetailSchema>;

export const promotionPickerVariantSchema = z.object({
  id: z.string(),
  label: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
});
export const promotionPickerProductSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    price: z.number().int().openapi({ description: 'What a buyer pays now (lowest variant), dong' }),
    stock: z.number().int(),
    variants: z.array(promotionPickerVariantSchema),
  })
  .openapi('SellerPromotionPickerProduct');
export type PromotionPickerProduct = z.infer<typeof promotionPickerProductSchema>;
