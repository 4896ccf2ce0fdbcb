import type { SocialProvider } from '@cho-dep/core/accounts/social/social-providers';

/** Who the provider says signed in, after its answer was checked. */
export interface VerifiedIdentity {
  provider: SocialProvider;
  /** The provider's stable id for the person (OIDC `sub`, Facebook / Zalo `id`). */
  subject: string;
  email: string | null;
  /** Only true when the provider itself says it checked the e-mail. */
  emailVerified: boolean;
  name: string | null;
}

/** The values sent to the provider with the browser, kept in oauth_attempts. */
export interface AttemptSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What the provider sent back to our callback. */
export interface CallbackParams {
  code: string;
  state: string;
  /** Apple's form_post `user` field: JSON with the name, on the first sign-in only. */
  user?: string;
}
