/**
 * Hides a text except its first and last characters (product.md §9), for names and
 * account numbers shown to other people: 'Nguyễn' -> 'N****n'. Characters are counted as
 * code points of the NFC form, so a Vietnamese letter with its marks counts once.
 */
export function maskText(text: string | null | undefined): string {
  if (!text) return '';
  const chars = Array.from(text.normalize('NFC'));
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
