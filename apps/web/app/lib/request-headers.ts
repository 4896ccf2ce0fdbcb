import { DEFAULT_COUNTRY } from '@cho-dep/core/locale/locales';
import { browserDeviceId } from './tracking/device-id';
import { htmlLanguage } from './tracking/page-language';
import { currentSessionId } from './tracking/session-id';

/**
 * The headers every call of the web client carries (product.md §7): X-Country (VN unless the
 * page is Korean, as the region notice switches visitors from abroad), X-Session-Id (the
 * tracking session) and From (the device id, the same one tracking, presence and push use).
 */
export function clientHeaders(): Record<string, string> {
  if (typeof window === 'undefined') return { 'X-Country': DEFAULT_COUNTRY };
  return {
    'X-Country': htmlLanguage() === 'ko' ? 'KO' : DEFAULT_COUNTRY,
    'X-Session-Id': currentSessionId(),
    From: browserDeviceId(),
  };
}

/** The URL without query parameters whose value is empty (`?q=&page=2` -> `?page=2`). */
export function withoutEmptyParams(url: string): string {
  const parsed = new URL(url);
  const empty = [...parsed.searchParams.entries()].filter(([, value]) => value === '').map(([key]) => key);
  if (empty.length === 0) return url;
  for (const key of empty) parsed.searchParams.delete(key);
  return parsed.toString();
}
