import { ApiError } from './api-client';

/** Starts (or keeps) a guest identity: the HttpOnly guest cookie a cart and an order go with. */
async function requestGuest(): Promise<unknown> {
  const { call, client } = await import('./api-fetch');
  return call(client.POST('/community/v1/user/request-guest-user'));
}

/**
 * Runs a call for the signed-in buyer or the guest (product.md §4, Guest). A visitor known
 * to have neither gets a guest identity first (`hasGuest: false`); a guest cookie that has
 * expired meanwhile answers 401, and the call is tried once more with a new guest.
 */
export async function asBuyer<T>(
  owner: { signedIn: boolean; hasGuest?: boolean },
  run: () => Promise<T>,
): Promise<T> {
  if (!owner.signedIn && owner.hasGuest === false) await requestGuest();
  try {
    return await run();
  } catch (error) {
    if (owner.signedIn || !(error instanceof ApiError) || error.status !== 401) throw error;
    await requestGuest();
    return run();
  }
}
