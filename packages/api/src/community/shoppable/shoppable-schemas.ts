import { LIMITS } from '@cho-dep/core/constants/limits';
import { z } from '@hono/zod-openapi';
import { postViewSchema } from '../posts/post-view';

const lookVariantSchema = z.object({
  id: z.string(),
  optionValues: z.array(z.object({ name: z.string(), value: z.string() })),
  price: z.number().openapi({ description: 'The regular price (VND)' }),
  salePrice: z
    .number()
    .nullable()
    .openapi({ description: 'What one unit costs now when lower: a running promotion or the sale price' }),
  stock: z.number().int().openapi({ description: 'Units that may be put in the cart now (0: sold out)' }),
  soldOut: z.boolean(),
});

const lookProductSchema = z
  .object({
    productId: z.string(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    shop: z.object({ id: z.string(), name: z.string() }),
    options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
    variants: z.array(lookVariantSchema),
    recommended: z
      .object({
        variantId: z.string(),
        reason: z.enum(['size', 'tagged', 'firstInStock']).openapi({
          description:
            "size: the buyer's body measurements chose this size from the size chart; tagged: the author's variant; firstInStock: the first one that can be bought",
        }),
        size: z.string().nullable(),
      })
      .nullable()
      .openapi({ description: 'The variant put forward for this buyer; null when nothing can be bought' }),
  })
  .openapi('LookProduct');

export const shopTheLookSchema = z
  .object({
    source: z.object({ kind: z.enum(['post', 'blook']), id: z.string() }),
    items: z.array(lookProductSchema),
  })
  .openapi('ShopTheLook');

export const lookLinesSchema = z
  .object({
    lines: z
      .array(
        z.object({
          productId: z.uuid(),
          variantId: z.uuid(),
          quantity: z.number().int().min(1).max(LIMITS.cart.lineQuantityMax),
        }),
      )
      .min(1)
      .max(LIMITS.post.productTagsMax),
  })
  .openapi('ShopTheLookLines');

export const addedLookSchema = z
  .object({
    added: z.array(z.object({ productId: z.string(), variantId: z.string(), quantity: z.number().int() })),
    cartCount: z.number().int(),
    replayed: z.boolean().openapi({
      description: 'The Idempotency-Key was used with these lines already: nothing was added again',
    }),
  })
  .openapi('ShopTheLookAdded');

export const productPostsSchema = z
  .object({
    items: z.array(postViewSchema),
    nextCursor: z.string().nullable(),
    measurementsMissing: z.boolean().openapi({
      description: 'similarBody was asked but the viewer has no height or weight yet (empty list)',
    }),
  })
  .openapi('ProductPostsPage');
