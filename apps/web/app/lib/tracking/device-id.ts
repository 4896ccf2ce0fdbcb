import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';
import { TRACKING } from './constants';

/** FNV-1a over the text, twice with different seeds: 64 bits, plenty for base-36 below. */
function hash64(text: string): bigint {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
  }
  return (BigInt(a) << 32n) | BigInt(b);
}

/**
 * A new device id (product.md §3): `web-` and up to 24 base-36 characters from a hash of the
 * screen and browser traits. Random bytes join the traits: two phones of one model would
 * otherwise share an id, and their pushes and presence with it.
 */
export function makeDeviceId(traits: readonly (string | number)[], random: Uint8Array): string {
  const text = [...traits, ...random].join('|');
  const body = (hash64(text).toString(36) + hash64(`${text}#`).toString(36)).slice(0, TRACKING.deviceIdChars);
  return `${TRACKING.deviceIdPrefix}${body}`;
}

function browserTraits(): (string | number)[] {
  const { screen, navigator } = window;
  return [
    screen.width,
    screen.height,
    screen.colorDepth,
    window.devicePixelRatio,
    navigator.userAgent,
    navigator.language,
    navigator.hardwareConcurrency ?? 0,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ];
}

/**
 * This browser's device id, kept in local storage (cleared at logout): the one tracking
 * sessions, the From header, push tokens and presence all use. An id stored in an earlier
 * format is kept, since push tokens are registered under it.
 */
export function browserDeviceId(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.deviceId);
    if (stored) return stored;
    const made = makeDeviceId(browserTraits(), crypto.getRandomValues(new Uint8Array(8)));
    window.localStorage.setItem(STORAGE_KEYS.deviceId, made);
    return made;
  } catch {
    // Storage off (private mode): an id for this page only.
    return makeDeviceId(browserTraits(), crypto.getRandomValues(new Uint8Array(8)));
  }
}
