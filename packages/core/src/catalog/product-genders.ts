/**
 * The closed set of the gender attribute (listings filter on it). Kept apart from the
 * attribute schema so the search page's filter can list it without loading zod.
 */
export const PRODUCT_GENDERS = ['male', 'female', 'unisex'] as const;
