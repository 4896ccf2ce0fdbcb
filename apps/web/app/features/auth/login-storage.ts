import { CLEARED_ON_LOGIN, STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';

/** What the account may do, kept beside the profile so pages read it without a request. */
interface AccountStatus {
  signedIn: true;
  roles: string[];
  shopId: string | null;
  sellerApproved: boolean;
  kolStatus: 'pending' | 'approved' | 'rejected' | null;
}

/**
 * Login steps 2 and 3 (product.md §4): the guest's token and any draft go (a post started as a
 * guest is not published under the account by surprise), and the profile and account status are
 * kept in local storage until logout clears them. The guest cookie itself is HttpOnly; the
 * server removes it with the login answer.
 */
export async function keepLoginLocally(): Promise<void> {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of CLEARED_ON_LOGIN) storage.removeItem(key);
  }
  try {
    const { call, client } = await import('../../lib/api-fetch');
    const { data: profile } = await call(client.GET('/community/v1/profile/me/'));
    const status: AccountStatus = {
      signedIn: true,
      roles: profile.roles,
      shopId: profile.shop?._id ?? null,
      sellerApproved: profile.shop?.is_approved ?? false,
      kolStatus: profile.kol_info?.status ?? null,
    };
    window.localStorage.setItem(STORAGE_KEYS.profile, JSON.stringify(profile));
    window.localStorage.setItem(STORAGE_KEYS.accountStatus, JSON.stringify(status));
  } catch {
    // The copy is a convenience: the pages read the session from the server either way.
  }
}
