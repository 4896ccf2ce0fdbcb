/**
 * Names of what the web app keeps in localStorage and sessionStorage, in one place so the
 * features writing them and the logout clearing them agree (product.md §4, Logout and
 * Other state handling).
 */
export const STORAGE_KEYS = {
  /** Local storage: the signed-in user's profile (profile/me), written at login. */
  profile: 'profile',
  /** Local storage: what the account may do (seller shop approved, affiliate standing), written at login. */
  accountStatus: 'accountStatus',
  /** Either storage: a guest token an older client kept; the account replaces it at login. */
  guestToken: 'guest_token',
  bookmarks: 'bookmarks',
  draft: 'draft',
  /** Local storage: the post being written (/cong-dong/tao-bai), so a reload keeps it. */
  postDraft: 'draft.post',
  currentPage: 'currentPage',
  sidebarState: 'sidebarState',
  categoryState: 'categoryState',
  deviceId: 'deviceId',
  pushToken: 'pushToken',
  /** Session storage: a modal is open (product.md §4). */
  modalOpen: 'modalOpen',
  /** Session storage: the region check ran in this session. */
  regionChecked: 'regionChecked',
  /** Session storage: the region notice is waiting to be shown after the reload. */
  regionNotice: 'regionNotice',
  /** Local storage: written on logout; other tabs listen for it and reload. */
  logoutAt: 'logoutAt',
  /** Session storage: data carried between subdomains (product.md §4). */
  crossDomainData: 'CDDS',
  /** Session storage: the express checkout's item, kept across the login redirect (product.md §2). */
  expressCheckout: 'expressCheckout',
  /** Session storage: the tracking session's id (product.md §9: regenerated if absent). */
  trackingSessionId: 'session_id',
  /** Session storage: the tracking session being recorded, so a reload carries on with it. */
  trackingSession: 'trackingSession',
  /** Local storage: tracking sessions whose send failed, sent later in one bulk body. */
  trackingUnsent: 'trackingUnsent',
  /** Session storage: the guest checkouts whose quick-account offer was already shown. */
  guestAccountPrompted: 'guestAccountPrompted',
} as const;

/** Removed at login (product.md §4, Login step 2): the guest's token and any draft. */
export const CLEARED_ON_LOGIN: readonly string[] = [
  STORAGE_KEYS.guestToken,
  STORAGE_KEYS.draft,
  STORAGE_KEYS.postDraft,
];

/** Cleared on logout from both storages: profile, account status, bookmarks, draft, page and menu state, device id, push tokens. */
export const CLEARED_ON_LOGOUT: readonly string[] = [
  STORAGE_KEYS.profile,
  STORAGE_KEYS.accountStatus,
  STORAGE_KEYS.bookmarks,
  STORAGE_KEYS.draft,
  STORAGE_KEYS.postDraft,
  STORAGE_KEYS.currentPage,
  STORAGE_KEYS.sidebarState,
  STORAGE_KEYS.categoryState,
  STORAGE_KEYS.deviceId,
  STORAGE_KEYS.pushToken,
  STORAGE_KEYS.modalOpen,
];
