/**
 * Where an applicant already sells (product.md §3, Shop registration: two social networks,
 * three marketplaces, a website, other, or none). Facebook and TikTok are the two social
 * networks most used for selling in Vietnam; Shopee, Lazada and Tiki the three marketplaces.
 */
export const SELLING_PLATFORMS = [
  'facebook',
  'tiktok',
  'shopee',
  'lazada',
  'tiki',
  'website',
  'other',
  'none',
] as const;
export type SellingPlatform = (typeof SELLING_PLATFORMS)[number];
