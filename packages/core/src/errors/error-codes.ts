/**
 * The closed set of error codes the product can answer with. Each code has one HTTP status;
 * the words a user reads live in the i18n catalogs under `errors.<CODE>` (product.md §8),
 * so the API stays language-neutral and the UI turns codes into sentences.
 *
 * Add a code here, give it a status, and add its message to every locale: the i18n
 * completeness test fails until all three exist.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  VARIANT_REQUIRED: 400,
  MALFORMED_REQUEST: 400,
  PASSWORD_MISMATCH: 400,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  UNSUPPORTED_FILE: 415,
  FILE_TOO_LARGE: 413,
  /** Bulk upload takes one file (product.md §5). */
  FILE_COUNT_EXCEEDED: 400,
  FILE_UNREADABLE: 400,
  /** A bulk edit with refused rows: nothing was saved (fields name the rows). */
  BULK_EDIT_REJECTED: 409,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  /** Social sign-in (accounts/social): the provider's answer could not be checked (state, code, token). */
  SOCIAL_SIGN_IN_FAILED: 400,
  /** The person cancelled at the provider or refused to share their profile. */
  SOCIAL_SIGN_IN_CANCELLED: 400,
  /** An app's provider token failed its check (signature, audience, nonce, expiry, another app's). */
  SOCIAL_TOKEN_INVALID: 401,
  /** The link confirmation is unknown, already used or expired. */
  SOCIAL_LINK_EXPIRED: 400,
  /** That provider account is already linked (to this or another account). */
  SOCIAL_IDENTITY_TAKEN: 409,
  /** This deployment does not offer that provider. */
  SOCIAL_PROVIDER_UNAVAILABLE: 404,
  CSRF_FAILED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  EMAIL_TAKEN: 409,
  PHONE_TAKEN: 409,
  CONFLICT: 409,
  ADDRESS_LIMIT_REACHED: 409,
  PRODUCT_UNAVAILABLE: 409,
  OUT_OF_STOCK: 409,
  QUANTITY_EXCEEDS_STOCK: 409,
  LOOK_ITEM_OUT_OF_STOCK: 409,
  LOOK_ITEM_NOT_IN_LOOK: 400,
  NO_DELIVERY_ADDRESS: 400,
  ADDRESS_INVALID: 400,
  NO_ITEMS_SELECTED: 400,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYMENT_METHOD_UNAVAILABLE: 409,
  PAYMENT_LINK_FAILED: 502,
  PAYMENT_METHOD_NOT_APPLIED_BY_SHOP: 409,
  PAYMENT_METHOD_NOT_SYNCHRONIZED: 409,
  SHIPPING_METHOD_UNAVAILABLE: 409,
  EXPRESS_SHIPPING_VOUCHER: 409,
  MISSING_PICKUP_ADDRESS: 409,
  PROMOTION_LIMIT_EXCEEDED: 409,
  PROMOTION_USER_LIMIT_EXCEEDED: 409,
  /** Group buying: teams are paid online (the money waits for the team, else goes back). */
  GROUP_BUY_ONLINE_PAYMENT_ONLY: 409,
  GROUP_BUY_TEAM_FULL: 409,
  GROUP_BUY_TEAM_CLOSED: 409,
  GROUP_BUY_ALREADY_MEMBER: 409,
  /** The program is not running, or the product is not in it. */
  GROUP_BUY_UNAVAILABLE: 409,
  /** Affiliate (decision 072). */
  AFFILIATE_NOT_KOL: 403,
  AFFILIATE_ALREADY_APPLIED: 409,
  AFFILIATE_ALREADY_DECIDED: 409,
  AFFILIATE_TARGET_UNAVAILABLE: 409,
  AFFILIATE_LINKS_LIMIT: 409,
  AFFILIATE_CAMPAIGN_CLOSED: 409,
  AFFILIATE_CAMPAIGN_INVITE_ONLY: 403,
  AFFILIATE_CAMPAIGN_RATE_TOO_LOW: 409,
  AFFILIATE_CAMPAIGN_LOCKED: 409,
  AFFILIATE_TOKENS_LIMIT: 409,
  /** Awards voting (product.md §1, §8): no votes left on the member's ballot. */
  AWARDS_OUT_OF_VOTES: 409,
  AWARDS_NOT_ENOUGH_VOTES: 409,
  AWARDS_NOT_OPEN: 409,
  AWARDS_ALREADY_CHECKED_IN: 409,
  AWARDS_PHONE_NOT_VERIFIED: 403,
  AWARDS_NOMINEE_KIND_MISMATCH: 409,
  VOUCHER_CONFLICT: 409,
  VOUCHER_NOT_APPLICABLE: 409,
  VOUCHER_SAVE_LIMIT: 409,
  VOUCHER_EXPIRED: 409,
  VOUCHER_UNAVAILABLE: 409,
  PRICE_CHANGED: 409,
  ORDER_NOT_PAYABLE: 409,
  ORDER_CREATION_FAILED: 500,
  /** Placing a checkout failed for a reason none of the listed refusals names (product.md §8, purchase error). */
  PURCHASE_FAILED: 500,
  ORDER_TRANSITION_REFUSED: 409,
  BUYER_RATING_NOT_ALLOWED: 409,
  BUYER_ALREADY_RATED: 409,
  REVIEW_NOT_ALLOWED: 409,
  REVIEW_EXISTS: 409,
  REVIEW_EDIT_USED: 409,
  REVIEW_EDIT_WINDOW_CLOSED: 409,
  REVIEW_REPLY_EXISTS: 409,
  REVIEW_MEDIA_INVALID: 400,
  REVIEW_BODY_MISSING: 400,
  /** Shop feedback: only buyers with a completed order of the shop, never its owner (decision 046). */
  SHOP_FEEDBACK_NOT_ALLOWED: 403,
  SHIPPING_METHOD_MISMATCH: 409,
  RETURN_NOT_AVAILABLE: 409,
  RETURN_INTERNATIONAL: 409,
  RETURN_TRANSITION_REFUSED: 409,
  RETURN_ITEMS_INVALID: 400,
  RETURN_AMOUNT_EXCEEDS_POLICY: 400,
  RETURN_MEDIA_INVALID: 400,
  /** Seller products (product.md §8): sensitive words in the name or description. */
  SENSITIVE_CONTENT: 400,
  PRODUCT_ID_INVALID: 400,
  /** Community posts and replies (product.md §5): offensive words, with or without accents. */
  CONTENT_INAPPROPRIATE: 400,
  VIDEO_TOO_LONG: 400,
  POST_MEDIA_INVALID: 400,
  POST_TAG_INVALID: 400,
  POST_MENTION_INVALID: 400,
  POST_MEASUREMENTS_MISSING: 400,
  POST_AS_SHOP_NOT_ALLOWED: 403,
  POST_IMAGE_REPLACEMENTS_EXCEEDED: 409,
  /** product.md §5: 14 days after a price change; at most 3 changes (in 90 days). */
  PRICE_CHANGE_LOCKED: 409,
  PRICE_CHANGE_LIMIT: 409,
  PRODUCT_TRANSITION_REFUSED: 409,
  SHOP_APPLICATION_NOT_PENDING: 409,
  PRODUCT_REVIEW_NOT_PENDING: 409,
  /** Reported content already removed, restored or kept by another moderator. */
  MODERATION_ALREADY_DECIDED: 409,
  SHOP_PAUSED: 409,
  REFUND_FAILED: 502,
  IDENTITY_VERIFICATION_REQUIRED: 403,
  SHOP_NAME_TAKEN: 409,
  SHOP_APPLICATION_LOCKED: 409,
  SHOP_REGISTRATION_INCOMPLETE: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
