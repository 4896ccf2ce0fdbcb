import { AFFILIATE_LIMITS } from './affiliate-limits';
import { COMMUNITY_LIMITS } from './community-limits';
import { OUTREACH_LIMITS } from './outreach-limits';
import { PRODUCT_LIMITS } from './product-limits';
import { SEARCH_LIMITS } from './search-limits';
import { UI_LIMITS } from './ui-limits';

/**
 * Every limit of product.md §5 and §9, in one place. Schemas, services and forms read
 * them from here; nothing writes these numbers anywhere else.
 */
export const LIMITS = {
  /**
   * Every upload, whatever the page: a picture (ID cards, licences, logos, covers, avatars,
   * product, review and return photos, banners) up to 5 MB, a video up to 30 MB, a product
   * spreadsheet up to 5 MB. Enforced for every upload route by http/upload-limits.ts.
   */
  upload: {
    imageMaxBytes: 5 * 1024 * 1024,
    videoMaxBytes: 30 * 1024 * 1024,
    sheetMaxBytes: 5 * 1024 * 1024,
    /** Room for the multipart envelope (boundaries, part headers, text fields) around the files. */
    multipartOverheadBytes: 64 * 1024,
  },
  account: {
    fullNameMin: 2,
    fullNameMax: 40,
    passwordMin: 8,
    passwordMax: 128,
    /** Seller account deletion is handled in 15–20 working days. */
    sellerDeletionWorkingDaysMin: 15,
    sellerDeletionWorkingDaysMax: 20,
    /** A login lasts this long; logging in again starts a new session. */
    sessionDays: 30,
    /** A guest token (guest cart and order without an account) lasts this long. */
    guestDays: 30,
  },
  verification: {
    codeLength: 6,
    codeTtlMinutes: 10,
    /** Failed tries allowed per minute, per account and per IP, on login and on codes. */
    maxFailuresPerMinute: 5,
    /** Codes sent to one email or phone within the send window. */
    maxSendsPerWindow: 5,
    sendWindowMinutes: 10,
    /** Wrong tries after which one code is dead even if the rate window has passed. */
    maxFailuresPerCode: 10,
  },
  /**
   * Brute-force and pumping budgets (decision 029). Guessing is slowed per account or per
   * code target; an address is only counted at a level no household or carrier NAT reaches
   * by itself; a device that logged in to an account before is never locked out of it.
   */
  throttle: {
    /** Wrong passwords or codes per minute for one account (login name) or one code target. */
    failuresPerTargetPerMinute: 5,
    /** Wrong passwords per minute from one device known to that account (its device cookie). */
    failuresPerKnownDevicePerMinute: 10,
    /** Wrong passwords or codes per minute from one IP address, over all accounts. */
    failuresPerIpPerMinute: 300,
    /** Codes and notices sent to one email or phone: per 10 minutes and per day. */
    sendsPerTargetPer10Minutes: 3,
    sendsPerTargetPerDay: 10,
    /** Codes one account may have sent (to any target): per 10 minutes and per day. */
    sendsPerAccountPer10Minutes: 5,
    sendsPerAccountPerDay: 20,
    /** Codes sent on requests from one IP address: per 10 minutes and per day. */
    sendsPerIpPer10Minutes: 30,
    sendsPerIpPerDay: 200,
    /** Sign-up requests from one IP address per hour. */
    signUpsPerIpPerHour: 20,
    /** How long a browser stays known to the accounts that logged in on it. */
    deviceCookieDays: 365,
    /** Accounts one browser remembers (a shared family phone). */
    deviceAccountsMax: 3,
  },
  outbox: {
    /** Delivery attempts of one mail or SMS before it is marked failed. */
    maxAttempts: 5,
    /** First retry delay; each further retry doubles it (30 s, 1 min, 2 min, 4 min). */
    retryBaseSeconds: 30,
    /** A claimed message not finished within this is claimed again (the process died mid-send). */
    claimLeaseSeconds: 300,
    pollIntervalMs: 2000,
    batchSize: 20,
  },
  ...PRODUCT_LIMITS,
  shop: {
    descriptionMin: 100,
    descriptionMax: 500,
    categoryNameMin: 5,
    approvalReplyHours: 48,
    inactiveWarningDays: 7,
    coverWidth: 1340,
    coverHeight: 754,
    /** Registration (product.md §3): shop name, as Shopee allows (not in product.md). */
    nameMin: 3,
    nameMax: 60,
    /** The owner's full name, as every full name (product.md §5). */
    ownerNameMin: 2,
    ownerNameMax: 40,
    bankNameMax: 100,
    bankBranchMax: 100,
    /** Vietnamese bank account numbers run from 6 to 19 digits. */
    bankAccountMinDigits: 6,
    bankAccountMaxDigits: 19,
    platformLinkMax: 500,
    streetMin: 5,
    streetMax: 200,
    /** ID card and licence photos: one image each, re-encoded to WebP, longest side in px. */
    documentLongSide: 2000,
  },
  banner: {
    titleMin: 5,
    titleMax: 200,
    width: 343,
    height: 150,
    linkMax: 2000,
    productsMax: 20,
    /** The optional cover: at least this large, cropped to the carousel's 3:1 frame. */
    coverMinWidth: 600,
    coverMinHeight: 200,
    listPageSize: 20,
  },
  promotion: { discountPercentMax: 80, programNameMax: 150 },
  /** Group buying: a team of 2 to 10 buyers, 24 hours to fill unless the seller says otherwise. */
  groupBuying: {
    teamSizeMin: 2,
    teamSizeMax: 10,
    windowHoursDefault: 24,
    windowHoursMax: 168,
    openTeamsShown: 10,
  },
  voucher: { nameMax: 40, codeMax: 9 },
  review: {
    commentMax: 150,
    ratingMin: 1,
    ratingMax: 5,
    editWindowDays: 30,
    editsMax: 1,
    /** Not in product.md (it says "photos and a video"): 5 photos, like a post, and one video. */
    photosMax: 5,
    videosMax: 1,
    /** "Video must be shorter than N seconds" (product.md §5) for a review video: N. */
    videoMaxSeconds: 60,
    /** Photo renditions (WebP, longest side in px), the sizes the product page asks for. */
    photoSizes: [800, 400],
    /** "People like me": a reviewer within this many cm of the viewer's height and kg of their weight. */
    likeMeHeightCm: 5,
    likeMeWeightKg: 5,
    /** The seller's one reply (product.md sets no limit; the length of a post reply). */
    replyMax: 300,
    /** "To review" and "my reviews" lists, per page. */
    listPageSize: 20,
  },
  ...COMMUNITY_LIMITS,
  ...AFFILIATE_LIMITS,
  ...OUTREACH_LIMITS,
  shipping: { expectedDaysMin: 2, expectedDaysMax: 7 },
  /**
   * Seller-centre shop categories (product.md §5: name at least 5 characters). Not in
   * product.md: a 100-character title, 200 products per category, 50 categories per shop.
   */
  shopCategories: {
    titleMin: 5,
    titleMax: 100,
    productsMax: 200,
    perShopMax: 50,
    pageSize: 20,
    pickerPageSize: 20,
  },
  /**
   * Size charts (product.md §3). Not in product.md: body measures from 1 to 300 cm (bust cup
   * too, in cm of difference), 1 to 15 sizes per chart, 30 charts per shop.
   */
  sizeCharts: {
    nameMin: 2,
    nameMax: 60,
    sizeNameMax: 20,
    rowsMin: 1,
    rowsMax: 15,
    valueMinCm: 1,
    valueMaxCm: 300,
    perShopMax: 30,
  },
  /** Shop settings: the return conditions text of the policy (not in product.md: 1000 characters). */
  shopSettings: { returnNoteMax: 1000 },
  refund: { poorQualityPercent: 100, fakeGoodsPercent: 200 },
  downloads: { keptDays: 30 },
  /**
   * Seller bulk work (product.md §5: "Bulk upload supports one file"). Not in product.md: a
   * 5 MB file and 1000 rows per upload keep one import inside one short transaction; the bulk
   * edit table saves at most one page of 50 variants at once.
   */
  productBulk: {
    filesMax: 1,
    importRowsMax: 1000,
    exportRowsMax: 50_000,
    editPageSize: 50,
    editRowsMax: 200,
    formats: ['xlsx', 'csv'],
    historyPageSize: 20,
  },
  votes: { checkIn: 10 },
  /** Toasts and relative dates (ui-limits.ts). */
  ui: UI_LIMITS,
  /**
   * Order lookup without a login (/tra-cuu-don-hang). Not in product.md: 10 tries per IP in 15
   * minutes is plenty for a buyer who mistypes, and makes guessing code and contact pointless.
   */
  orderLookup: { triesPerWindow: 10, windowSeconds: 15 * 60, codeMax: 32, contactMax: 254 },
  /** Admin outbox page: messages per page, and the longest recipient filter (an email's maximum). */
  admin: {
    outboxPageSize: 20,
    outboxRecipientFilterMax: 254,
    /** Not in product.md: a rejection reason the seller can act on, short enough for a notification. */
    rejectReasonMin: 10,
    rejectReasonMax: 500,
    /** Shop applications and products per page of the review queues. */
    queuePageSize: 20,
    auditPageSize: 30,
  },
  tracking: { maxEventsPerSession: 1000, defaultEventsPerSession: 100 },
  profile: {
    /** Birth dates before this year are typing mistakes. */
    birthYearMin: 1900,
    bankNameMax: 100,
    bankBranchMax: 100,
    /** Vietnamese bank account numbers are digits only. */
    bankAccountDigitsMin: 6,
    bankAccountDigitsMax: 20,
    /** Square WebP renditions of an avatar, in pixels; the first is the one shown in lists. */
    avatarSizes: [256, 512],
    heightCmMin: 50,
    heightCmMax: 250,
    weightKgMin: 10,
    weightKgMax: 300,
    /** Chest, waists, hip, shoulder, buttocks, top and pants length. */
    bodyLengthCmMin: 10,
    bodyLengthCmMax: 250,
  },
  search: SEARCH_LIMITS,
  productPage: {
    /** Products of the same category shown under "related products". */
    relatedMax: 10,
    /** Reviews shown on the page itself; the rest are paged. */
    reviewsPreview: 3,
    reviewsPageSize: 10,
    /** A visitor's views of one product count once per this window. */
    viewDedupeMinutes: 60,
    favouritesPageSize: 20,
    followedShopsPageSize: 20,
    /** How long the viewer-independent part of a product page is reused (stock may lag this long). */
    cacheSeconds: 15,
  },
  checkout: {
    /** The note a buyer leaves the seller of each order. */
    noteMax: 200,
    /**
     * An online payment must complete within this window; the checkout's orders are then
     * cancelled and their stock returned (product.md §4: the deadline is a date).
     */
    paymentWindowMinutes: 30,
    /** Idempotency-Key header: a client-made token (a UUID fits). */
    idempotencyKeyMin: 8,
    idempotencyKeyMax: 100,
  },
  cart: {
    /** The most units of one variant a cart line may hold (stock permitting). */
    lineQuantityMax: 999,
  },
  storefront: {
    /** Home carousel banners shown at once. */
    homeBannersMax: 6,
    /** Flash-sale products on the home strip. */
    flashSaleItemsMax: 12,
    brandsOfMonthMax: 3,
    /** Products shown under each Brand of Month and each shop of /top-seller. */
    shopShowcaseProducts: 4,
    homeTopSellers: 8,
    topSellersMax: 20,
    homeRecommended: 20,
    /** A shop's or a collection's products per page. */
    productsPageSize: 20,
    /** A shop's collections listed on its page and on the collection list. */
    shopCollectionsMax: 30,
  },
  address: {
    maxPerUser: 20,
    recipientNameMin: 2,
    recipientNameMax: 40,
    specificAddressMin: 5,
    specificAddressMax: 200,
    districtMax: 100,
  },
  orders: {
    /**
     * A delivered order completes by itself this many days after delivery if the buyer neither
     * confirmed receipt nor asked for a return (product.md §4 gives no value). Our choice,
     * as Shopee: 3 days.
     */
    autoCompleteDays: 3,
  },
  /** The seller centre's orders (/ban-hang/quan-ly-don-hang). */
  sellerOrders: {
    pageSize: 20,
    /** The seller's private note on an order. */
    noteMax: 500,
    /** A seller's cancel reason, kept on the order and shown to the buyer. */
    cancelReasonMax: 200,
    searchMax: 100,
    /**
     * product.md §4: "the seller may rate the buyer before a deadline" (no value given).
     * Our choice: this many days after the order completed (as long as the longest return period).
     */
    buyerRatingDays: 15,
    buyerRatingCommentMax: 150,
    buyerRatingStarsMin: 1,
    buyerRatingStarsMax: 5,
  },
  /** /khuyen-mai, "my vouchers" and /uu-dai. */
  vouchers: {
    pageSize: 20,
    /** "My vouchers" sorts at most this many saves (newest first) into its tabs. */
    savedMax: 500,
    /** Products shown under each running promotion program on /uu-dai. */
    promotionItemsMax: 20,
    /** Programs /uu-dai lists: running ones, and upcoming ones (the next few). */
    runningPromotionsMax: 10,
    upcomingPromotionsMax: 6,
  },
} as const;
