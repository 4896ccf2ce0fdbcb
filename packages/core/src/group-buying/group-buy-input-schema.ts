import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { promotionItemInputSchema } from '../marketing/promotion-input-schema';
import { instantSchema } from '../validation/date-fields';

const G = LIMITS.groupBuying;

/**
 * A seller's group-buy program (product.md §3 "group-buy programs"; section 5 Promotion): a
 * promotion program whose price is paid only by a full team. Its items obey the same rules as
 * any promotion item, from the same schema (the team price is the discounted price: above 0
 * and at most 80 % off, the max discount not above the discount, the product limit not 0);
 * the program adds the team size (2 to 10 buyers) and how long a team has to fill.
 */
export const groupBuyProgramInputSchema = z
  .object({
    name: z.string().trim().min(1).max(LIMITS.promotion.programNameMax),
    kind: z.enum(['product', 'variant']),
    startsAt: instantSchema(),
    endsAt: instantSchema(),
    teamSize: z.number().int().min(G.teamSizeMin).max(G.teamSizeMax),
    /** Hours a team has to fill once it is opened. */
    windowHours: z.number().int().min(1).max(G.windowHoursMax).default(G.windowHoursDefault),
    items: z.array(promotionItemInputSchema).min(1).max(200),
  })
  .superRefine((p, ctx) => {
    if (p.endsAt <= p.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.voucher.endAfterStart' });
    }
    if (p.kind === 'variant' && p.items.some((i) => i.variantId === null)) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'validation.required' });
    }
  });
export type GroupBuyProgramInput = z.infer<typeof groupBuyProgramInputSchema>;

/** What a buyer sends with a checkout to open a team (teamId null) or join one. */
export const groupBuyChoiceSchema = z.object({
  itemId: z.uuid(),
  teamId: z.uuid().nullable().default(null),
});
export type GroupBuyChoice = z.infer<typeof groupBuyChoiceSchema>;
