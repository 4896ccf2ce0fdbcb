import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import type { Country } from '../locale/locales';
import { normalisePhone } from '../phone/phone-number';

/**
 * "Tra cứu đơn hàng": an order code and the phone or e-mail given with the order. Both are
 * required; either being wrong answers the same "not found", so a try says nothing about
 * which part was right.
 */
export const orderLookupSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(LIMITS.orderLookup.codeMax)
    .transform((code) => code.replace(/\s+/g, '').toUpperCase()),
  contact: z.string().trim().min(1, 'validation.required').max(LIMITS.orderLookup.contactMax),
});
export type OrderLookup = z.infer<typeof orderLookupSchema>;

/** What an order was placed with: the recipient's phone and the order e-mail. */
export interface OrderContact {
  phone: string;
  country: Country;
  email: string | null;
}

/**
 * Whether the contact a visitor typed is the order's: the e-mail ignoring case, or the phone
 * however it is written (0912 345 678, +84912345678, 84912345678).
 */
export function contactMatches(typed: string, order: OrderContact): boolean {
  const text = typed.trim();
  if (!text) return false;
  if (text.includes('@')) {
    return order.email !== null && order.email.trim().toLowerCase() === text.toLowerCase();
  }
  const given = normalisePhone(text, order.country);
  return given !== null && given === normalisePhone(order.phone, order.country);
}
