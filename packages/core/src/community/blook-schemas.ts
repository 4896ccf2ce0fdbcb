import { z } from 'zod';
import { LIMITS } from '../constants/limits';

const B = LIMITS.blook;

/**
 * The places of a look a template lays out. A template names some of them, each a rectangle
 * of its grid, so every blook of that template draws the same collage.
 */
export const BLOOK_SLOTS = [
  'top',
  'bottom',
  'dress',
  'outerwear',
  'shoes',
  'bag',
  'accessory',
  'beauty',
] as const;
export type BlookSlot = (typeof BLOOK_SLOTS)[number];

/** A blook is public until a moderator removes it (it can be restored). */
export const BLOOK_STATUSES = ['published', 'removed'] as const;

/** One slot of a template: where its picture sits on the template's grid (whole cells). */
export const templateSlotSchema = z.object({
  slot: z.enum(BLOOK_SLOTS),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  w: z.number().int().min(1),
  h: z.number().int().min(1),
});
export type TemplateSlot = z.infer<typeof templateSlotSchema>;

export const blookItemInputSchema = z.object({
  slot: z.enum(BLOOK_SLOTS),
  productId: z.uuid(),
  variantId: z.uuid().nullable().optional(),
});

/** POST /community/v1/blooks: a look built from a template, every slot filled. */
export const blookInputSchema = z.object({
  title: z.string().trim().min(1, 'validation.required').max(B.titleMax, 'validation.blook.titleMax'),
  categoryId: z.uuid('validation.required'),
  subCategoryId: z.uuid().nullable().optional(),
  templateId: z.uuid('validation.required'),
  items: z.array(blookItemInputSchema).min(1, 'validation.blook.slotsEmpty').max(B.slotsMax),
});
export type BlookInput = z.infer<typeof blookInputSchema>;

/** A comment on a blook: up to 300 characters with one picture; text or picture required. */
export const blookCommentInputSchema = z
  .object({
    content: z.string().trim().max(B.commentMax, 'validation.post.contentMax').default(''),
    imageKeys: z.array(z.string().min(1).max(200)).max(B.commentImagesMax).default([]),
  })
  .refine((comment) => comment.content.length > 0 || comment.imageKeys.length > 0, {
    path: ['content'],
    message: 'validation.required',
  });
export type BlookCommentInput = z.infer<typeof blookCommentInputSchema>;

export interface BlookItemProblem {
  slot: BlookSlot;
  problem: 'missing' | 'notInTemplate' | 'duplicate';
}

/**
 * A blook shows a whole look: each slot of its template holds exactly one product, and
 * nothing sits outside the template (the collage would have nowhere to draw it).
 */
export function checkBlookItems(
  templateSlots: readonly BlookSlot[],
  items: readonly { slot: BlookSlot }[],
): BlookItemProblem[] {
  const problems: BlookItemProblem[] = [];
  const seen = new Set<BlookSlot>();
  for (const item of items) {
    if (!templateSlots.includes(item.slot)) problems.push({ slot: item.slot, problem: 'notInTemplate' });
    else if (seen.has(item.slot)) problems.push({ slot: item.slot, problem: 'duplicate' });
    seen.add(item.slot);
  }
  for (const slot of templateSlots) {
    if (!seen.has(slot)) problems.push({ slot, problem: 'missing' });
  }
  return problems;
}

/** The grid a template's slots cover: columns and rows, for the collage's aspect ratio. */
export function templateGridSize(slots: readonly TemplateSlot[]): { columns: number; rows: number } {
  return {
    columns: Math.max(1, ...slots.map((s) => s.x + s.w)),
    rows: Math.max(1, ...slots.map((s) => s.y + s.h)),
  };
}
