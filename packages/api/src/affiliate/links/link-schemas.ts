import { LINK_TARGETS } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { z } from '@hono/zod-openapi';

export const linkViewSchema = z
  .object({
    id: z.string(),
    code: z.string().openapi({ description: 'The short code of /l/{code}' }),
    url: z.string().openapi({ description: 'The link to share: the short link on this site' }),
    target: z.enum(LINK_TARGETS),
    targetId: z.string(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    path: z.string().openapi({ description: 'Where a click lands' }),
    available: z
      .boolean()
      .openapi({ description: 'False once the product is hidden, the shop closed or the campaign over' }),
    createdAt: z.string(),
    clicks: z.number().int(),
    orders: z.number().int().openapi({ description: 'Orders that counted (commission pending or approved)' }),
    commission: z
      .number()
      .int()
      .openapi({ description: 'Commission of those orders, pending and approved, in dong' }),
  })
  .openapi('AffiliateLink');
export type LinkView = z.infer<typeof linkViewSchema>;

export const linkPageSchema = z.object({
  items: z.array(linkViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
