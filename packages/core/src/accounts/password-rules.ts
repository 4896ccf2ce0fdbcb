import { z } from 'zod';
import { LIMITS } from '../constants/limits';

/**
 * product.md §5: at least 8 characters, an uppercase letter and one special character.
 * "Special" means anything that is not a letter, a digit or white space, so Vietnamese
 * letters with diacritics count as letters (Đ is an uppercase letter, not a special sign).
 */
const UPPERCASE = /\p{Lu}/u;
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/**
 * A new password (registration, reset, change): every rule it breaks is reported, in the order a
 * form shows them. Login only checks that one was typed.
 */
export const newPasswordSchema = z
  .string()
  .min(LIMITS.account.passwordMin, 'validation.password.min')
  .max(LIMITS.account.passwordMax, 'validation.password.max')
  .regex(UPPERCASE, 'validation.password.uppercase')
  .regex(SPECIAL, 'validation.password.special');

/**
 * Adds the "confirmation must match" rule to an object schema holding `password` and
 * `confirmPassword`. `when` lets it run even if other fields failed, so a form shows every
 * problem at once.
 */
export function withPasswordConfirmation<T extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: T,
): T {
  return schema.refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.password.mismatch',
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
    },
  }) as unknown as T;
}
