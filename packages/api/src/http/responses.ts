import { z } from '@hono/zod-openapi';

/** The error body every endpoint may answer with (see error-handler.ts). */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'VALIDATION_FAILED' }),
      message: z.string(),
      fields: z.array(z.object({ path: z.string(), message: z.string() })),
    }),
    requestId: z.string().optional(),
  })
  .openapi('Error');

export const errorResponses = {
  400: {
    description: 'Invalid input, with field errors',
    content: { 'application/json': { schema: errorBodySchema } },
  },
  401: { description: 'Login required', content: { 'application/json': { schema: errorBodySchema } } },
  404: { description: 'Not found', content: { 'application/json': { schema: errorBodySchema } } },
  409: {
    description: 'Refused by a business rule (stock, vouchers, payment, shipping; product.md §8)',
    content: { 'application/json': { schema: errorBodySchema } },
  },
  429: { description: 'Too many attempts', content: { 'application/json': { schema: errorBodySchema } } },
} as const;

/** product.md §7: answers carry their payload in `data`. */
export function dataSchema<T extends z.ZodTypeAny>(schema: T) {
  return z.object({ data: schema });
}
