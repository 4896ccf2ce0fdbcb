import { DEFAULT_TIME_ZONE } from '@cho-dep/core/format/date';

const stamp = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEFAULT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "24/11/2026 14:05" in Vietnam time, the same on the server and in the browser. */
export function formatStamp(iso: string): string {
  const parts = stamp.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** "24/11/2026" in Vietnam time. */
export function formatDay(iso: string): string {
  return formatStamp(iso).slice(0, 10);
}

/** A file size for people: "820 B", "12,4 KB", "1,2 MB" (decimal comma, as Vietnamese writes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(1).replace('.', ',')} KB`;
  return `${(kb / 1024).toFixed(1).replace('.', ',')} MB`;
}
