import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_TARGETS } from './admin-audit-codes';

/**
 * An admin's rejection of a shop application or a product (product.md §4): the reason is
 * shown to the seller, so it must say something they can fix. The API and the reject dialog
 * validate with this same schema.
 */
export const rejectDecisionSchema = z.object({
  reason: z.string().trim().min(LIMITS.admin.rejectReasonMin).max(LIMITS.admin.rejectReasonMax),
});

/** The tabs of the shop application queue. */
export const SHOP_QUEUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ShopQueueStatus = (typeof SHOP_QUEUE_STATUSES)[number];

/** The tabs of the product review queue. */
export const PRODUCT_QUEUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProductQueueStatus = (typeof PRODUCT_QUEUE_STATUSES)[number];

const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const shopQueueQuerySchema = z.object({
  status: z.enum(SHOP_QUEUE_STATUSES).default('pending'),
  page,
});

export const productQueueQuerySchema = z.object({
  status: z.enum(PRODUCT_QUEUE_STATUSES).default('pending'),
  page,
});

export const auditLogQuerySchema = z.object({
  page,
  targetType: z.enum(ADMIN_AUDIT_TARGETS).optional(),
  action: z.enum(ADMIN_AUDIT_ACTIONS).optional(),
});
