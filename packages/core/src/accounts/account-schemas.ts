import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { smsPhoneProblem } from '../phone/phone-number';
import { verificationCodeSchema } from '../verification/verification-schemas';
import { newPasswordSchema, withPasswordConfirmation } from './password-rules';

/**
 * Request bodies of the account endpoints (product.md §5 and §7), shared by the API and
 * the forms. Phone numbers are checked here and normalised to E.164 by the service.
 */
export const fullNameSchema = z
  .string()
  .trim()
  .min(LIMITS.account.fullNameMin, 'validation.tooShort')
  .max(LIMITS.account.fullNameMax, 'validation.tooLong');

export const emailSchema = z.email('validation.invalidEmail').max(254, 'validation.tooLong');

export const phoneSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    // The account's phone receives its codes by SMS: a landline is named as such, not "invalid".
    const problem = smsPhoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Forms send an empty string for a field left blank; the API treats it as absent. */
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

export const registerSchema = withPasswordConfirmation(
  z.object({
    fullName: fullNameSchema,
    email: optional(emailSchema),
    phone: optional(phoneSchema),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  }),
).refine((value) => Boolean(value.email) || Boolean(value.phone), {
  path: ['email'],
  message: 'validation.account.emailOrPhone',
  when: (payload) => {
    // Only for an object whose two contact fields are both empty; other problems are reported by the fields.
    const value = payload.value as { email?: unknown; phone?: unknown } | null | undefined;
    return typeof value === 'object' && value !== null && !value.email && !value.phone;
  },
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Second step of sign-up: the ticket the first step answered with, and the code that was sent. */
export const confirmSignUpSchema = z.object({
  ticket: z.string().trim().min(16).max(100),
  code: verificationCodeSchema,
});

/** `email` carries an email or a phone number, as the original clients send it. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'validation.required').max(254, 'validation.tooLong'),
  password: z.string().min(1, 'validation.required').max(LIMITS.account.passwordMax, 'validation.tooLong'),
});

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'validation.required').max(254, 'validation.tooLong'),
});

export const resetPasswordSchema = withPasswordConfirmation(
  z.object({
    email: z.string().trim().min(1, 'validation.required').max(254, 'validation.tooLong'),
    code: verificationCodeSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = withPasswordConfirmation(
  z.object({
    currentPassword: z.string().min(1, 'validation.required').max(LIMITS.account.passwordMax),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  }),
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A guest keeps their cart and orders by turning into an account with these. */
export const registerGuestSchema = withPasswordConfirmation(
  z.object({
    fullName: fullNameSchema,
    email: emailSchema,
    phone: optional(phoneSchema),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  }),
);
export type RegisterGuestInput = z.infer<typeof registerGuestSchema>;
