/**
 * The value of a datetime-local box (`YYYY-MM-DDTHH:mm`) read and written as Vietnam time,
 * whatever the browser's own zone: sellers set program and voucher times by the shop's clock.
 */
/** Vietnam has no daylight saving: its wall clock is always UTC+7 (product.md §partners). */
const VN_OFFSET_MS = 7 * 3_600_000;

/** An instant as the `YYYY-MM-DDTHH:mm` a datetime-local box shows, in Vietnam time. */
export function toVietnamLocal(instant: Date | string): string {
  const date = new Date(new Date(instant).getTime() + VN_OFFSET_MS);
  return date.toISOString().slice(0, 16);
}

/** A datetime-local value read as Vietnam time; '' (or garbage) stays '' for the schema to refuse. */
export function fromVietnamLocal(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return '';
  return new Date(`${local}:00+07:00`).toISOString();
}
