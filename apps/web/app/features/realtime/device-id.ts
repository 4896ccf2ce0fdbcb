import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';

/**
 * This browser's device id (local storage, cleared at logout), the one its push token is
 * registered under too: made on first use as `web-<uuid>`, whichever feature needs it first.
 * Presence is kept per device, so two tabs of one browser are one device.
 */
export function browserDeviceId(): string {
  const stored = window.localStorage.getItem(STORAGE_KEYS.deviceId);
  if (stored) return stored;
  const made = `web-${crypto.randomUUID()}`;
  window.localStorage.setItem(STORAGE_KEYS.deviceId, made);
  return made;
}
