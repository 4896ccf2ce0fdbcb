import { z } from 'zod';
import { instantSchema } from '../validation/date-fields';
import { LIVE_LIMITS } from './live-limits';

const L = LIVE_LIMITS;

export const LIVE_STATES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/**
 * A seller's live, as scheduled or edited (decision 063): the title, the cover
 * (a key from the cover upload), the start time and what to feature. The time window against
 * the clock is checked by `scheduleProblem`, since a schema has no clock.
 */
export const liveInputSchema = z.object({
  title: z.string().trim().min(1).max(L.titleMax),
  coverKey: z.string().min(1).max(300).nullable().default(null),
  scheduledAt: instantSchema(),
  productIds: z
    .array(z.uuid())
    .max(L.featuredProductsMax)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'validation.live.duplicate'),
  voucherIds: z
    .array(z.uuid())
    .max(L.featuredVouchersMax)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'validation.live.duplicate'),
});
export type LiveInput = z.infer<typeof liveInputSchema>;

/**
 * What the seller pins: a product (optionally with a live-only price that lasts
 * `livePriceMinutes` from the pin, the viewers' countdown) or a voucher.
 */
export const livePinInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    productId: z.uuid(),
    livePrice: z.number().int().positive().nullable().default(null),
    livePriceMinutes: z
      .number()
      .int()
      .min(L.livePriceMinMinutes)
      .max(L.livePriceMaxMinutes)
      .nullable()
      .default(null),
  }),
  z.object({ kind: z.literal('voucher'), voucherId: z.uuid() }),
]);
export type LivePinInput = z.infer<typeof livePinInputSchema>;

export const liveChatInputSchema = z.object({
  text: z.string().trim().min(1).max(L.chatMessageMax),
});
