import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';

/**
 * Data carried to another subdomain (product.md §4: "saved under the key CDDS, then applied
 * and cleared on arrival"): written as the CDDS cookie on the shared parent domain (the
 * COOKIE_DOMAIN the login cookie uses), read once by the page that opens on the other
 * subdomain, and removed there. Short-lived: it only has to survive one navigation.
 */
export const CDDS_COOKIE = STORAGE_KEYS.crossDomainData;

const MAX_AGE_SECONDS = 5 * 60;
const LANGUAGES = new Set(['vi', 'en', 'ko']);

export interface CrossDomainData {
  /** A path to open on arrival (where the visitor was going). */
  returnTo?: string;
  /** The language the visitor chose, applied on the other subdomain too. */
  language?: 'vi' | 'en' | 'ko';
}

interface CookieScope {
  /** The shared parent domain (e.g. .chodep.vn); without it the cookie stays on this host. */
  domain?: string;
  /** Served over https: then Secure and SameSite=None (product.md §9). */
  secure: boolean;
}

function attributes(scope: CookieScope, maxAge: number): string {
  return [
    'path=/',
    `max-age=${maxAge}`,
    ...(scope.domain ? [`domain=${scope.domain}`] : []),
    ...(scope.secure ? ['secure', 'samesite=none'] : ['samesite=lax']),
  ].join('; ');
}

/** Only what a page may safely apply: a path on our own site, a known language. */
export function sanitiseCrossDomainData(value: unknown): CrossDomainData {
  const input = (value ?? {}) as Record<string, unknown>;
  const data: CrossDomainData = {};
  const path = input.returnTo;
  if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')) {
    data.returnTo = path;
  }
  if (typeof input.language === 'string' && LANGUAGES.has(input.language)) {
    data.language = input.language as CrossDomainData['language'];
  }
  return data;
}

/** The Set-Cookie-style string that saves `data` (for document.cookie). */
export function cddsCookie(data: CrossDomainData, scope: CookieScope): string {
  const value = encodeURIComponent(
    JSON.stringify({ ...sanitiseCrossDomainData(data), d: scope.domain ?? null }),
  );
  return `${CDDS_COOKIE}=${value}; ${attributes(scope, MAX_AGE_SECONDS)}`;
}

/** The data in a Cookie header (or document.cookie), and the domain it was written for. */
export function readCdds(cookieHeader: string): { data: CrossDomainData; domain?: string } | null {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== CDDS_COOKIE) continue;
    try {
      const parsed = JSON.parse(decodeURIComponent(part.slice(index + 1).trim())) as { d?: unknown };
      const domain = typeof parsed.d === 'string' ? parsed.d : undefined;
      return { data: sanitiseCrossDomainData(parsed), ...(domain ? { domain } : {}) };
    } catch {
      return { data: {} };
    }
  }
  return null;
}

/** Removes the cookie: written again for the same domain, expired. */
export function clearCddsCookie(scope: CookieScope): string {
  return `${CDDS_COOKIE}=; ${attributes(scope, 0)}`;
}

/** Before leaving for another subdomain: keeps `data` for the page that opens there. */
export function saveCrossDomainData(data: CrossDomainData, scope: CookieScope): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari, which many phones here still run.
  document.cookie = cddsCookie(data, scope);
}

/** On arrival: the carried data, once (the cookie is cleared as it is read). */
export function takeCrossDomainData(): CrossDomainData | null {
  const found = readCdds(document.cookie);
  if (!found) return null;
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = clearCddsCookie({
    ...(found.domain ? { domain: found.domain } : {}),
    secure: window.location.protocol === 'https:',
  });
  return found.data;
}

/**
 * Applies what another subdomain carried here, once, when the page opens: its language (through
 * `switchLanguage`, which reloads) and then the path the visitor was going to.
 */
export function applyCrossDomainArrival(current: {
  language: string;
  switchLanguage: (language: 'vi' | 'en' | 'ko') => void;
}): void {
  const data = takeCrossDomainData();
  if (!data) return;
  const here = `${window.location.pathname}${window.location.search}`;
  if (data.returnTo && data.returnTo !== here) {
    // The language rides along in the cookie the next page reads, so one move does both.
    if (data.language && data.language !== current.language)
      saveCrossDomainData({ language: data.language }, { secure: window.location.protocol === 'https:' });
    window.location.replace(data.returnTo);
    return;
  }
  if (data.language && data.language !== current.language) current.switchLanguage(data.language);
}
