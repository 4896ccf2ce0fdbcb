import { LIMITS } from '../constants/limits';

/** What a one-time code proves: an email, a phone, or the right to set a new password. */
export const VERIFICATION_PURPOSES = ['verify_email', 'verify_phone', 'reset_password'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

const { codeLength, codeTtlMinutes, maxFailuresPerCode, maxFailuresPerMinute, maxSendsPerWindow } =
  LIMITS.verification;

/** Codes are exactly six digits; the API draws them from a cryptographic generator. */
export const CODE_PATTERN = new RegExp(`^\\d{${codeLength}}$`);

/** The largest number a code can hold plus one (10^6 for six digits). */
export const CODE_SPACE = 10 ** codeLength;

/** Writes a drawn number as a code, keeping leading zeros (42 -> "000042"). */
export function formatCode(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= CODE_SPACE) {
    throw new RangeError(`code value out of range: ${value}`);
  }
  return String(value).padStart(codeLength, '0');
}

/** A code lives ten minutes from the moment it is issued. */
export function codeExpiresAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + codeTtlMinutes * 60_000);
}

export type CodeState = 'usable' | 'used' | 'expired' | 'exhausted';

/**
 * Whether a stored code may still be tried. A code is single use; past its expiry it is
 * dead; after too many wrong tries it is dead too, so guessing cannot continue slowly across
 * rate-limit windows.
 */
export function codeState(
  code: { usedAt: Date | null; expiresAt: Date; failedAttempts: number },
  now: Date,
): CodeState {
  if (code.usedAt) return 'used';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (code.failedAttempts >= maxFailuresPerCode) return 'exhausted';
  return 'usable';
}

/** Failures counted in the current minute (before this try) already reach the limit. */
export function failuresExhausted(failuresInWindow: number): boolean {
  return failuresInWindow >= maxFailuresPerMinute;
}

/** The send that made the counter reach `sendsInWindow` goes beyond the allowance. */
export function sendsExceeded(sendsInWindow: number): boolean {
  return sendsInWindow > maxSendsPerWindow;
}
