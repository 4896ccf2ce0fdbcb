/**
 * Whether a write came from one of our own pages (decision 029). A foreign site can make a
 * visitor's browser post a form to us (logging the visitor into the attacker's account, or
 * sending codes in their name); browsers say where such a request comes from in
 * Sec-Fetch-Site and Origin, which pages cannot forge.
 *
 * A request with neither header is not from a modern browser page (the mobile apps, scripts,
 * server-to-server calls): those carry no ambient credential a foreign site could borrow, so
 * they are let through. A browser too old to send either gets the same pass: it is the cost of
 * serving API clients that never send an Origin.
 */
export function isCrossSiteWrite(input: {
  secFetchSite: string | null | undefined;
  origin: string | null | undefined;
  /** Origins that are ours: the request's own and the public URL's. */
  ownOrigins: string[];
}): boolean {
  const { secFetchSite, origin } = input;
  if (secFetchSite === 'cross-site') return true;
  if (origin) return !input.ownOrigins.includes(origin);
  if (!secFetchSite) return false;
  // A browser that sends Sec-Fetch-Site always sends Origin on a write; without it, only a
  // same-origin or user-typed navigation is believable.
  return secFetchSite !== 'same-origin' && secFetchSite !== 'none';
}

/** The origin (scheme, host, port) of a URL, or undefined when it is not a URL. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
