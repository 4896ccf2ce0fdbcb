/** Product limits (the seller's product form and lists); part of LIMITS. */
export const PRODUCT_LIMITS = {
  product: {
    nameMin: 10,
    nameMax: 200,
    descriptionMin: 100,
    descriptionMax: 3000,
    weightMinGrams: 10,
    weightMaxGrams: 1_000_000,
    returnPeriodMinDays: 1,
    returnPeriodMaxDays: 15,
    /**
     * product.md §5 gives two readings of preparation time (5-30 days; a tooltip says 1-3),
     * read as Shopee does: a product in stock ships in 1-3 days (2 unless the shop says
     * otherwise), a pre-order product in 5-30 days.
     */
    preparationMinDays: 1,
    preparationInStockMaxDays: 3,
    preparationDefaultDays: 2,
    preparationPreOrderMinDays: 5,
    preparationMaxDays: 30,
    optionNameMin: 3,
    quantityMin: 1,
    priceChangeLockoutDays: 14,
    priceChangesMax: 3,
    imagesPerUploadMax: 3,
    videosMax: 1,
    /** "Video must be shorter than N seconds" (product.md §5) for a product video: N. */
    videoMaxSeconds: 60,
    imageFormats: ['png', 'jpg', 'jpeg', 'gif', 'svg'],
    approvalDaysMin: 2,
    approvalDaysMax: 3,
    /**
     * product.md says "at most 3 changes" without a period: counted in a rolling window longer than
     * 3 lockouts (42 days), so the cap binds and a seller is not locked out for ever.
     */
    priceChangeWindowDays: 90,
    /** Not in product.md: 1 to 9 pictures per product (the marketplace norm), at least 1 to submit. */
    imagesMin: 1,
    imagesMax: 9,
    descriptionImagesMax: 12,
    /** Classifications (Màu sắc, Kích cỡ) per product, values per classification. */
    optionsMax: 2,
    optionValuesMax: 50,
    optionNameMax: 30,
    optionValueMax: 30,
    variantsMax: 200,
    skuMax: 100,
    brandMax: 60,
    linkMax: 500,
    /** Whole dong: 1 billion caps typos such as an extra zero row. */
    priceMax: 1_000_000_000,
    stockMax: 1_000_000,
    packageCmMin: 1,
    packageCmMax: 300,
    sizeDetailsMax: 20,
    sizeNameMax: 20,
    /** Body ranges of size details (same bounds as a buyer's own measurements). */
    sizeHeightCmMin: 50,
    sizeHeightCmMax: 250,
    sizeWeightKgMin: 10,
    sizeWeightKgMax: 300,
    /** Seller product list, per page; the search box. */
    sellerPageSize: 20,
    sellerSearchMax: 100,
    videoFormats: ['mp4', 'webm', 'mov'],
  },
} as const;
