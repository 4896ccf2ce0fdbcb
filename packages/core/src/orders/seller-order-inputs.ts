import { z } from 'zod';
import { LIMITS } from '../constants/limits';

const L = LIMITS.sellerOrders;

/** A waybill the shop delivering itself writes on the parcel (carriers' codes are this short too). */
export const WAYBILL_MAX = 40;

/**
 * The bodies of the seller's moves on one order (POST /api/v1/seller/orders/{id}/...): the
 * API validates with them and the seller centre's dialogs drive their fields with them.
 */

/** Cancel before it ships: the reason is kept on the order and shown to the buyer. */
export const sellerCancelSchema = z.object({ reason: z.string().trim().min(1).max(L.cancelReasonMax) });

/** The seller's private note on the order; empty clears it. */
export const sellerNoteSchema = z.object({ note: z.string().max(L.noteMax) });

/** Rating the buyer once, after delivery: stars and an optional comment. */
export const buyerRatingSchema = z.object({
  stars: z.number().int().min(L.buyerRatingStarsMin).max(L.buyerRatingStarsMax),
  comment: z.string().trim().max(L.buyerRatingCommentMax).optional(),
});

/**
 * Handing the parcel over, the way the buyer chose at checkout: a carrier (GHN, GHTK) gets a
 * shipment order; the shop delivering itself must give the waybill code the buyer will see.
 */
export const handOverSchema = z
  .object({
    method: z.enum(['ghn', 'ghtk', 'self']).describe("The order's shipping method"),
    waybillCode: z
      .string()
      .trim()
      .max(WAYBILL_MAX)
      .optional()
      .describe('Self-shipping only, and then required: the waybill the shop gives the buyer'),
  })
  .superRefine((body, issues) => {
    if (body.method === 'self' && !body.waybillCode) {
      issues.addIssue({ code: 'custom', path: ['waybillCode'], message: 'validation.required' });
    }
  });
