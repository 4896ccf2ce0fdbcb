import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';

/**
 * Logout, first step (product.md §4): this device's push token goes, on the server (while the
 * session still stands) and in the browser, so the next person on this computer does not get
 * the previous member's notifications. Failures are logged only; the logout goes on.
 */
export async function removeDevicePushToken(): Promise<void> {
  const deviceId = window.localStorage.getItem(STORAGE_KEYS.deviceId);
  if (!deviceId) return;
  try {
    const { call, client } = await import('../../lib/api-fetch');
    await call(client.POST('/community/v1/notification/remove-device-push-token', { body: { deviceId } }));
    const registration = await navigator.serviceWorker?.getRegistration('/');
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch (error) {
    console.warn('Web Push: the device token was not removed', error);
  }
}
