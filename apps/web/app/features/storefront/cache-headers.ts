/**
 * Cache-Control of the storefront pages. Signed out, the page holds nothing personal, so the
 * browser may reuse it briefly (back and forward, a second visit) while it revalidates; the
 * cache is private because the first answer may set the CSRF cookie, which a shared cache
 * must never hand to someone else. `Vary: Cookie` makes a login (a new cookie) miss it.
 * Signed in, the page shows the user (following, the header) and is always revalidated.
 */
export function storefrontCacheHeaders(signedIn: boolean): Record<string, string> {
  return signedIn
    ? { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' }
    : { 'Cache-Control': 'private, max-age=30, stale-while-revalidate=120', Vary: 'Cookie, Accept-Language' };
}

/** A route's `headers` export: the loader's cache headers, for documents and data requests alike. */
export function headersFromLoader({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const out = new Headers();
  for (const name of ['Cache-Control', 'Vary']) {
    const value = loaderHeaders.get(name);
    if (value) out.set(name, value);
  }
  return out;
}
