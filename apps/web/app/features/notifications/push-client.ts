import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';
import { isPushSupported } from '@cho-dep/core/notifications/push-support';
import { call, client } from '../../lib/api-fetch';
import { browserDeviceId } from '../../lib/tracking/device-id';

/**
 * This browser's Web Push (product.md §4, Login step 3, and §5): the service worker at /sw.js,
 * the subscription made with our VAPID key, and the push token record sent to the server.
 * Failures (no key, no service worker, a refused subscription) are logged and stop quietly.
 */
export function browserSupportsPush(): boolean {
  if (typeof window === 'undefined') return false;
  return isPushSupported({
    userAgent: navigator.userAgent,
    serviceWorker: 'serviceWorker' in navigator,
    notification: 'Notification' in window,
    pushManager: 'PushManager' in window,
  });
}

export function pushPermission(): NotificationPermission | 'unsupported' {
  return browserSupportsPush() ? Notification.permission : 'unsupported';
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser (permission must be granted) and registers the token for the
 * signed-in member, unless this exact subscription is already registered for them.
 */
async function subscribeAndRegister(userId: string): Promise<boolean> {
  const { data } = await call(client.GET('/api/v1/public/push/vapid-public-key'));
  if (!data.publicKey) {
    console.warn('Web Push: the server has no VAPID key; notifications stay in the app');
    return false;
  }
  const registration = await navigator.serviceWorker.register('/sw.js', {
    scope: '/',
    updateViaCache: 'none',
  });
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(data.publicKey),
    }));
  const json = subscription.toJSON();
  const record = `${userId} ${subscription.endpoint}`;
  if (window.localStorage.getItem(STORAGE_KEYS.pushToken) === record) return true;
  await call(
    client.POST('/community/v1/notification/create-push-token', {
      body: {
        token: subscription.endpoint,
        deviceId: browserDeviceId(),
        os: 'Web',
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      },
    }),
  );
  window.localStorage.setItem(STORAGE_KEYS.pushToken, record);
  return true;
}

/** After login (any signed-in page load): registers only when the browser already allows notifications. */
export async function registerIfGranted(userId: string): Promise<void> {
  if (!browserSupportsPush()) return;
  if (Notification.permission !== 'granted') return;
  try {
    await subscribeAndRegister(userId);
  } catch (error) {
    console.warn('Web Push: registration failed', error);
  }
}

/** Asks the browser for permission (after our own prompt), then registers. A refusal is only logged. */
export async function askAndRegister(userId: string): Promise<NotificationPermission | 'unsupported'> {
  if (!browserSupportsPush()) {
    console.warn('Web Push: this browser does not support push notifications');
    return 'unsupported';
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    console.warn('Web Push: notification permission', permission);
    return permission;
  }
  try {
    await subscribeAndRegister(userId);
  } catch (error) {
    console.warn('Web Push: registration failed', error);
  }
  return permission;
}
