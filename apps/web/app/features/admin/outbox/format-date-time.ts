import { DEFAULT_TIME_ZONE, type TimeZoneName } from '@cho-dep/core/format/date';

/**
 * DD/MM/YYYY HH:mm (24-hour) in the given zone, Vietnam's by default: the admin reads exact
 * times, so no relative "5 phút trước" here. The loader formats on the server and sends the
 * text, so the browser's own zone and ICU data never change what the page shows.
 */
export function formatDateTime(date: Date, timeZone: TimeZoneName = DEFAULT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
