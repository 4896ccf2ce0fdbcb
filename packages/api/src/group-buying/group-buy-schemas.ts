import { z } from '@hono/zod-openapi';

const person = z.object({
  name: z.string(),
  avatarUrl: z.string().nullable(),
});

/** A team as lists show it (product page, my teams, seller's teams). */
export const teamCardSchema = z
  .object({
    id: z.string(),
    itemId: z.string(),
    status: z.enum(['pending', 'open', 'filled', 'failed']),
    size: z.number().int(),
    /** Seats not held by anyone (a held seat is one being paid). */
    seatsLeft: z.number().int(),
    paidCount: z.number().int(),
    endsAt: z.string().openapi({ description: 'When the team fails unless filled (UTC ISO)' }),
    leader: person,
  })
  .openapi('GroupBuyTeamCard');

/** What a team buys: product, variant, team price and the regular price. */
export const teamProductSchema = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  teamPrice: z.number().int(),
  originalPrice: z.number().int(),
});

/** One team, public and shareable: who is in it, seats left, its end and status. */
export const teamDetailSchema = teamCardSchema
  .extend({
    programName: z.string(),
    product: teamProductSchema,
    members: z.array(person.extend({ paid: z.boolean(), leader: z.boolean(), joinedAt: z.string() })),
  })
  .openapi('GroupBuyTeam');

/** A running program item of a product, with its open teams to join. */
export const productGroupBuySchema = z
  .object({
    items: z.array(
      z.object({
        itemId: z.string(),
        programId: z.string(),
        variantId: z.string().nullable(),
        teamPrice: z.number().int(),
        maxDiscount: z.number().int().nullable(),
        teamSize: z.number().int(),
        windowHours: z.number().int(),
        /** Units left for new seats. */
        remaining: z.number().int(),
        perOrderLimit: z.number().int().nullable(),
        perUserLimit: z.number().int().nullable(),
        programEndsAt: z.string(),
      }),
    ),
    teams: z.array(teamCardSchema),
  })
  .openapi('ProductGroupBuy');

/** A team the buyer is in, with their own seat and order. */
export const myTeamSchema = teamCardSchema
  .extend({
    product: teamProductSchema,
    seat: z.object({
      status: z.enum(['held', 'paid', 'released', 'refunded']),
      orderId: z.string(),
      checkoutId: z.string(),
      quantity: z.number().int(),
    }),
  })
  .openapi('MyGroupBuyTeam');

const programItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string().nullable(),
  productName: z.string(),
  teamPrice: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  stock: z.number().int(),
  heldCount: z.number().int(),
  perOrderLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
});

/** A seller's program with its items and how its teams stand. */
export const sellerGroupBuyProgramSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(['product', 'variant']),
    phase: z.enum(['upcoming', 'running', 'ended']),
    teamSize: z.number().int(),
    windowHours: z.number().int(),
    startsAt: z.string(),
    endsAt: z.string(),
    endedAt: z.string().nullable(),
    teams: z.object({
      pending: z.number().int(),
      open: z.number().int(),
      filled: z.number().int(),
      failed: z.number().int(),
    }),
    items: z.array(programItemSchema),
  })
  .openapi('SellerGroupBuyProgram');

export const sellerTeamSchema = teamCardSchema
  .extend({
    members: z.array(
      person.extend({
        status: z.enum(['held', 'paid', 'released', 'refunded']),
        orderId: z.string(),
        quantity: z.number().int(),
      }),
    ),
  })
  .openapi('SellerGroupBuyTeam');
