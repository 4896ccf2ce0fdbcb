/**
 * Clothing sizes as sellers write them: letters (S, M, XL, 2XL, Free size) or numbers
 * (shoe 36-45, trouser waist 26-34). A value that is not one is a colour or a style.
 */
const SIZE_PATTERN = /^(?:x{0,3}s|m|x{0,3}l|[2-5]xl|free ?size|freesize|\d{2}(?:[.,]5)?)$/i;

export function looksLikeSize(value: string): boolean {
  return SIZE_PATTERN.test(value.trim());
}

/**
 * A bought variant's label ("Đen, M") split into its parts, each marked when it is a size, so
 * the fit note reads "Đã mua · Đen · size M".
 */
export function purchaseLabelParts(variantLabel: string): { value: string; isSize: boolean }[] {
  return variantLabel
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((value) => ({ value, isSize: looksLikeSize(value) }));
}
