/**
 * URL slugs from Vietnamese names: accents dropped, đ mapped to d (NFD does not decompose
 * it), everything else that is not a letter or digit becomes a single hyphen.
 * 'Áo thun cotton form rộng' -> 'ao-thun-cotton-form-rong'.
 */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/, '');
}

/** A product slug unique across shops: the name's slug and a short suffix from the id. */
export function productSlug(name: string, id: string): string {
  return `${slugify(name, 70)}-${id.replace(/-/g, '').slice(0, 8)}`;
}
