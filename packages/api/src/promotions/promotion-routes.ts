import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema } from '../http/responses';
import { createRouter } from '../http/router';
import { productCardSchema } from '../products/product-detail-schema';
import {
  listPromotionPrograms,
  type PromotionItemView,
  type PromotionProgramsView,
  type PromotionProgramView,
} from './promotion-programs-query';

const money = z.number().int().openapi({ description: 'Whole dong' });
const isoDate = z.string().openapi({ format: 'date-time' });

const itemSchema: z.ZodType<PromotionItemView> = z.object({
  product: productCardSchema,
  programPrice: money,
  stock: z.number().int(),
  soldCount: z.number().int(),
  stockLeft: z.number().int(),
  perOrderLimit: z.number().int().nullable(),
});

const programSchema: z.ZodType<PromotionProgramView> = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(['flash_sale', 'product', 'variant']),
    shop: z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }).nullable(),
    coverUrl: z.string().nullable(),
    startsAt: isoDate,
    endsAt: isoDate,
    state: z.enum(['running', 'upcoming']),
    itemCount: z.number().int(),
    items: z.array(itemSchema),
  })
  .openapi('PromotionProgram');

const programsSchema: z.ZodType<PromotionProgramsView> = z.object({
  now: isoDate,
  running: z.array(programSchema),
  upcoming: z.array(programSchema),
});

const programsRoute = createRoute({
  method: 'get',
  path: '/api/v1/mobile/promotions',
  tags: ['Promotions'],
  summary:
    'Promotion programs (/uu-dai): running ones with their products at the program price, upcoming ones',
  description:
    'Running programs end soonest first, each with up to 20 products (a product once, at its lowest program price); upcoming programs start soonest first, without products. `now` is the server clock for countdowns.',
  responses: {
    200: {
      description: 'The programs',
      content: { 'application/json': { schema: dataSchema(programsSchema) } },
    },
  },
});

export function promotionRoutes() {
  return createRouter().openapi(programsRoute, async (c) => {
    const app = c.get('app');
    const programs = await listPromotionPrograms(app.database.db, app.now(), (key) => app.storage.urlOf(key));
    return c.json({ data: programs }, 200);
  });
}
