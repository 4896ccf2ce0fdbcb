import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { requiredEmail } from '../social-feedback/social-feedback-schemas';

const C = LIMITS.contact;

/**
 * A website as people type it: "https://shop.vn" or just "shop.vn" (read as https). The
 * host must be a name with a dot or an address; anything else is not a site we can open.
 */
export function normaliseWebsite(value: string): string | null {
  const text = value.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const labels = url.hostname.split('.');
    if (labels.length < 2 || labels.some((label) => label.length === 0)) return null;
    if (!/^[a-z]{2,}$|^xn--/i.test(labels.at(-1) ?? '') && !/^\d+$/.test(labels.at(-1) ?? '')) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * The contact form of the landing page /gioi-thieu (product.md §5): name, e-mail, phone,
 * website and message, all required; the phone is digits only, at most 11; the e-mail and
 * the website must be valid. The website is stored as a full https address.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(C.nameMax, 'validation.tooLong'),
  email: requiredEmail(C.emailMax),
  phone: z
    .string()
    .trim()
    .min(1, 'validation.required')
    // Letters are named as such before the length: "0912abc" is not "too long".
    .pipe(z.string().regex(/^\d*$/, 'validation.contact.phoneDigits'))
    .pipe(z.string().max(C.phoneMax, 'validation.contact.phoneMax')),
  website: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(C.websiteMax, 'validation.tooLong')
    .pipe(z.string())
    .refine((value) => normaliseWebsite(value) !== null, 'validation.contact.website')
    .transform((value) => normaliseWebsite(value) ?? value),
  message: z.string().trim().min(1, 'validation.required').max(C.messageMax, 'validation.tooLong'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const CONTACT_STATUSES = ['new', 'read', 'answered'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactStatusSchema = z.object({ status: z.enum(CONTACT_STATUSES) });
