import { z } from 'zod';

/**
 * POST /community/v1/auth/{provider}: an app that already signed in with the provider's own
 * SDK sends what it got: Google and Apple an ID token (with the nonce the app sent, Apple's
 * name on the first sign-in), Facebook and Zalo an access token.
 */
export const socialTokenSignInSchema = z.object({
  idToken: z.string().min(20, 'validation.required').max(8000, 'validation.tooLong').optional(),
  accessToken: z.string().min(10, 'validation.required').max(4000, 'validation.tooLong').optional(),
  nonce: z.string().max(200, 'validation.tooLong').optional(),
  fullName: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export type SocialTokenSignIn = z.infer<typeof socialTokenSignInSchema>;

/** The link confirmation: the pending link's token and the existing account's password. */
export const confirmSocialLinkSchema = z.object({
  token: z.string().min(20, 'validation.required').max(200, 'validation.tooLong'),
  password: z.string().min(1, 'validation.required').max(128, 'validation.tooLong'),
});
