import { PRESENCE_REFRESH_MS, type PresenceStatus } from '@cho-dep/core/realtime/presence';
import { client } from '../../lib/api-fetch';
import { browserDeviceId } from '../../lib/tracking/device-id';

/**
 * Tells the server whether this page is in front of the member (product.md §4: online or
 * offline pushed on page visibility change and on unload): online when shown, offline when
 * hidden or left, and a heartbeat every two minutes while shown so the mark does not lapse.
 * The calls use fetch keepalive, which outlives the page being closed (sendBeacon cannot send
 * the PUT nor the CSRF header). Failures are only logged (product.md §8). Returns the stop.
 */
export function startPresenceReporting(): () => void {
  const deviceId = browserDeviceId();
  const visible = () => document.visibilityState === 'visible';
  let last: PresenceStatus | null = null;

  const send = (status: PresenceStatus) => {
    if (status === last) return;
    last = status;
    client
      .PUT('/community/v1/notification/change-user-status', { body: { deviceId, status }, keepalive: true })
      .catch((error: unknown) => console.warn('Presence: status not sent', error));
  };
  const onVisibility = () => send(visible() ? 'online' : 'offline');
  const onPageHide = () => send('offline');
  // A page restored from the back-forward cache is shown again without a visibility change.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) onVisibility();
  };
  const heartbeat = window.setInterval(() => {
    if (!visible()) return;
    client
      .POST('/api/v1/mobile/user/update-redis', { body: { deviceId } })
      .catch((error: unknown) => console.warn('Presence: heartbeat not sent', error));
  }, PRESENCE_REFRESH_MS);

  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  onVisibility();
  return () => {
    window.clearInterval(heartbeat);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
  };
}
