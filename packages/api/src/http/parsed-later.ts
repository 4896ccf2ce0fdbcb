import { z } from '@hono/zod-openapi';

/**
 * A JSON object the handler parses itself because the rules depend on what is stored (a product
 * is checked as a draft, a new product or an edit by its state): the route accepts any object,
 * so the handler's own parse names the fields and answers its own codes, while the OpenAPI
 * document shows the input shape of `schema`, generated from it, so clients and the web app's
 * generated types know every field.
 */
export function objectParsedLater(schema: z.ZodType, description: string) {
  const { $schema: _dialect, ...documented } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return z
    .record(z.string(), z.unknown())
    .openapi({ ...(documented as Record<string, unknown>), description });
}
