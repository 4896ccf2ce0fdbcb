/**
 * Affiliate limits (KOLs, links, commission, open campaigns); part of LIMITS. product.md names
 * the affiliate area but gives no numbers: these are our choices, written down in decision 072.
 */
export const AFFILIATE_LIMITS = {
  affiliate: {
    /**
     * How long a click attributes the visitor's next order. Shopee Vietnam counts 7 days in its
     * app and 30 days on the web; the web is what we serve, so 30 (AFFILIATE_ATTRIBUTION_DAYS
     * overrides it for an operator who wants the app's rule).
     */
    attributionDaysDefault: 30,
    attributionDaysMin: 1,
    attributionDaysMax: 90,
    /** A seller's commission rate, shop-wide or per product, in percent (0 turns it off). */
    ratePercentMin: 0,
    ratePercentMax: 50,
    /** A lowered rate keeps the KOLs already promoting on the old rate this long (as TikTok Shop does). */
    rateProtectionDays: 30,
    /** The application: social channels, niches, the bank account for payouts. */
    channelsMin: 1,
    channelsMax: 5,
    channelUrlMax: 200,
    followersMax: 1_000_000_000,
    nichesMax: 4,
    introMax: 500,
    accountHolderMax: 60,
    rejectReasonMax: 300,
    /** Links a KOL keeps; the short code's length (base 62: 218 trillion codes). */
    linksMax: 1_000,
    shortCodeLength: 8,
    /** Open campaigns of a seller. */
    campaignNameMax: 100,
    campaignDescriptionMax: 1_000,
    campaignProductsMax: 50,
    campaignDaysMax: 90,
    campaignInviteesMax: 50,
    /** API tokens a KOL holds at once, and their name. */
    apiTokensMax: 5,
    apiTokenNameMax: 50,
    /** Lists: conversion orders, links, campaigns a page. */
    pageSize: 20,
    /** The dashboard's chart: days back from today. */
    chartDays: 30,
    /**
     * Personal income tax on an individual's service income (Circular 111/2013/TT-BTC, Art. 25
     * 1.i): 10 % withheld from a payment of 2,000,000 dong or more. To verify with the
     * accountant each year; the statement shows the rule it applied.
     */
    pitRatePercent: 10,
    pitThresholdDong: 2_000_000,
    /** Anti-fraud: attributed checkouts from one device to one KOL in a day before review. */
    deviceOrdersPerDay: 3,
    /** Anti-fraud: an order refunded or cancelled this soon after payment counts as "instant". */
    instantRefundHours: 24,
    /** Anti-fraud: a KOL whose last conversions were mostly instant refunds is reviewed. */
    refundPatternMinOrders: 5,
    refundPatternPercent: 50,
  },
} as const;
