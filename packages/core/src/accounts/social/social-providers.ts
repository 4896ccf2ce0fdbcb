/**
 * The four social sign-in providers (product.md §7: POST auth/{provider}, including
 * auth/zalo-v2 and auth/apple). `slug` is the name in our URLs: Zalo's is zalo-v2 because its
 * OAuth v4 with PKCE replaced the first sign-in the original app used.
 */
export const SOCIAL_PROVIDER_NAMES = ['google', 'facebook', 'zalo', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDER_NAMES)[number];

export const PROVIDER_SLUGS: Record<SocialProvider, string> = {
  google: 'google',
  facebook: 'facebook',
  zalo: 'zalo-v2',
  apple: 'apple',
};

export function providerOfSlug(slug: string): SocialProvider | undefined {
  return SOCIAL_PROVIDER_NAMES.find((name) => PROVIDER_SLUGS[name] === slug);
}

/** How long a sign-in may stay at the provider, and a pending link wait for the password. */
export const SOCIAL_LIMITS = {
  attemptMinutes: 10,
  pendingLinkMinutes: 15,
} as const;

/**
 * Where the browser goes after signing in: only a path on our own site, so the sign-in can
 * never be used to send someone to another site (`//evil.example` and `/\evil` are hosts).
 */
export function safeReturnPath(value: string | undefined | null): string {
  if (!value || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20)) return '/';
  return value;
}
