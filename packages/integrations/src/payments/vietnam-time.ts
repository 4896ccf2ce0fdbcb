/**
 * Gateways in Vietnam read and write local times (GMT+7, no daylight saving) without a zone:
 * VNPay's yyyyMMddHHmmss dates and ZaloPay's yymmdd prefix. These helpers shift an instant to
 * that wall clock explicitly, so the server's own time zone never matters.
 */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

const two = (n: number) => String(n).padStart(2, '0');

function wallClock(date: Date) {
  const shifted = new Date(date.getTime() + VIETNAM_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** yyyyMMddHHmmss in GMT+7 (VNPay vnp_CreateDate, vnp_ExpireDate, vnp_PayDate). */
export function formatVietnamCompact(date: Date): string {
  const t = wallClock(date);
  return `${t.year}${two(t.month)}${two(t.day)}${two(t.hour)}${two(t.minute)}${two(t.second)}`;
}

/** yymmdd in GMT+7 (the prefix of ZaloPay's app_trans_id). */
export function formatVietnamYymmdd(date: Date): string {
  const t = wallClock(date);
  return `${two(t.year % 100)}${two(t.month)}${two(t.day)}`;
}

/** Reads yyyyMMddHHmmss as GMT+7; null when it is not a real date and time. */
export function parseVietnamCompact(text: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(utc - VIETNAM_OFFSET_MS);
  // Date.UTC rolls 31/02 over to March: such a text is not a date.
  return formatVietnamCompact(date) === text ? date : null;
}
