import { z } from 'zod';

/**
 * The hosts of the browsers' push services. The server POSTs to a subscription's endpoint, so
 * an endpoint anywhere else (an address inside our network) is refused when it is registered.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/**
 * Whether a subscription endpoint may be registered: HTTPS on a browser push service (Chrome,
 * Opera: FCM; Firefox: Mozilla; Edge: WNS; Safari: Apple). `loopback` also allows
 * http://127.0.0.1 for the local push service of the tests and development.
 */
export function isAllowedPushEndpoint(endpoint: string, options: { loopback: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (options.loopback && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

const base64Url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/);

/**
 * POST notification/create-push-token (product.md §7): the browser's push subscription as the
 * push token record of §3. `token` is the subscription's endpoint, `keys` its encryption keys.
 */
export const createPushTokenSchema = z.object({
  token: z.string().url().max(1000),
  deviceId: z.string().min(8).max(100),
  os: z.literal('Web').default('Web'),
  keys: z.object({ p256dh: base64Url(200), auth: base64Url(100) }),
});
export type CreatePushTokenInput = z.infer<typeof createPushTokenSchema>;

export const removePushTokenSchema = z.object({ deviceId: z.string().min(1).max(100) });
