/**
 * Heading anchors readable in the address bar: Vietnamese loses its tone marks and đ becomes
 * d ("Phí dịch vụ" -> "phi-dich-vu"), other scripts (Korean) keep their letters. Repeated
 * headings get -2, -3 so every id on a page is unique.
 */
export function headingSlug(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
  const slug = folded.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return slug === '' ? 'muc' : slug;
}

export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = headingSlug(text);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}
