/**
 * A history note is "<event>" or "<event>: <reason>" (orders/transition-order.ts); words
 * after a ";" are left out. The event names the timeline line; the reason is shown after.
 */
export function readHistoryNote(note: string | null): { event: string | null; detail: string | null } {
  if (!note) return { event: null, detail: null };
  const [head = ''] = note.split(';');
  const colon = head.indexOf(':');
  if (colon < 0) return { event: head.trim(), detail: null };
  return { event: head.slice(0, colon).trim(), detail: head.slice(colon + 1).trim() || null };
}
