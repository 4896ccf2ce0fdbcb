import type { AppContext } from '../../app/app-context';

/**
 * How our server reaches the providers: the network, or in API tests the in-process app (the
 * simulator lives in the same server, and tests have no listening socket).
 */
const overrides = new WeakMap<AppContext, typeof fetch>();

export function socialFetch(ctx: AppContext): typeof fetch {
  return overrides.get(ctx) ?? globalThis.fetch;
}

/** For tests: provider calls go to `fetcher` instead of the network. */
export function routeSocialFetch(ctx: AppContext, fetcher: typeof fetch): void {
  overrides.set(ctx, fetcher);
}
