/**
 * What a social sign-in does with the identity a provider vouched for:
 * - the identity is already linked: sign that user in;
 * - the provider says the e-mail is VERIFIED and an account has it: link only after that
 *   account's owner confirms with their password (someone who controls a provider account
 *   with that e-mail is not yet proven to be our user);
 * - otherwise a new account: its e-mail counts as verified only when the provider verified it,
 *   and an unverified e-mail that an account already uses is left off (never linked, never
 *   taken over), so the new account has no e-mail.
 */
export interface SocialIdentityFacts {
  linkedUserId: string | null;
  email: string | null;
  emailVerified: boolean;
  /** The account that already uses this e-mail, if any. */
  userWithEmailId: string | null;
}

export type SocialSignInDecision =
  | { kind: 'sign-in'; userId: string }
  | { kind: 'confirm-link'; userId: string; email: string }
  | { kind: 'create'; email: string | null; emailVerified: boolean };

export function decideSocialSignIn(facts: SocialIdentityFacts): SocialSignInDecision {
  if (facts.linkedUserId) return { kind: 'sign-in', userId: facts.linkedUserId };
  if (facts.email && facts.emailVerified && facts.userWithEmailId) {
    return { kind: 'confirm-link', userId: facts.userWithEmailId, email: facts.email };
  }
  if (facts.email && !facts.userWithEmailId) {
    return { kind: 'create', email: facts.email, emailVerified: facts.emailVerified };
  }
  return { kind: 'create', email: null, emailVerified: false };
}

/**
 * The name a new account gets: the provider's, trimmed to our limits; a provider that gives
 * none (Apple after the first sign-in, a Zalo without a display name) leaves the e-mail's
 * local part, or a neutral default.
 */
export function accountNameFrom(
  name: string | null | undefined,
  email: string | null,
  fallback: string,
  limits: { min: number; max: number },
): string {
  const candidates = [name?.trim(), email?.split('@')[0]?.trim(), fallback];
  for (const candidate of candidates) {
    if (candidate && candidate.length >= limits.min) return candidate.slice(0, limits.max).trim();
  }
  return fallback;
}

/** Apple sends `email_verified` as "true"/"false" strings, the others as booleans. */
export function claimIsTrue(value: unknown): boolean {
  return value === true || value === 'true';
}
