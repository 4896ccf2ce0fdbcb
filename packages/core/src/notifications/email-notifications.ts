import { z } from 'zod';

/**
 * The important order events that also go out by e-mail (the account's notification
 * settings switch each type off). Everything else stays in the app and in Web Push: a mail
 * per reply or per stage would be noise.
 */
export const EMAIL_TYPES = [
  'order_confirmed',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'refund_completed',
  'seller_new_order',
  'seller_cancel_request',
  'seller_return_request',
  'group_buying',
] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

/** Types a seller cares about; the settings screen shows them to shop owners only. */
export const SELLER_EMAIL_TYPES: readonly EmailType[] = [
  'seller_new_order',
  'seller_cancel_request',
  'seller_return_request',
];

const KIND_EMAIL: Readonly<Record<string, EmailType>> = {
  'order.seller_confirm': 'order_confirmed',
  'order.shipped': 'order_shipped',
  'order.delivered': 'order_delivered',
  'order.seller_cancel': 'order_cancelled',
  'order.admin_cancel': 'order_cancelled',
  'order.payment_expired': 'order_cancelled',
  'order.seller_accept_cancel': 'order_cancelled',
  'order.refund_completed': 'refund_completed',
  'return.refund_succeeded': 'refund_completed',
  'return.admin_complete': 'refund_completed',
  'seller_order.payment_confirmed': 'seller_new_order',
  'seller_order.buyer_request_cancel': 'seller_cancel_request',
  'seller_return.requested': 'seller_return_request',
  // A team's orders reach the seller when it fills, not when each seat is paid.
  'seller_order.team_filled': 'seller_new_order',
  'group_buying.joined': 'group_buying',
  'group_buying.filled': 'group_buying',
  'group_buying.failed': 'group_buying',
};

/** The e-mail type a notification kind goes out as, or null when it is not mailed. */
export function emailTypeOf(kind: string): EmailType | null {
  return KIND_EMAIL[kind] ?? null;
}

/** Whether a notification of `kind` is mailed to a member who switched `emailOff` off. */
export function shouldEmail(kind: string, emailOff: readonly string[]): boolean {
  const type = emailTypeOf(kind);
  return type !== null && !emailOff.includes(type);
}

/** The settings form and the PUT body: every type with on or off. */
export const notificationSettingsSchema = z.object({
  email: z.partialRecord(z.enum(EMAIL_TYPES), z.boolean()),
});
