/*
 * Chợ Đẹp's service worker: Web Push only (no caching). The server sends the push data of
 * product.md §3 already worded in the member's language, with the address a tap opens (the
 * push routing of §2: seller order detail, buyer orders, or the campaign, blog, product, user,
 * shop or banner it carries).
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Only addresses of this site are opened. */
function sameOriginUrl(value) {
  try {
    const url = new URL(value || '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const url = sameOriginUrl(data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A page of ours in front already shows the notification live (its own card).
      if (windows.some((client) => client.focused && client.visibilityState === 'visible')) return undefined;
      return self.registration.showNotification(data.title || 'Chợ Đẹp', {
        body: data.body || '',
        tag: data.tag || undefined,
        data: { url, type: data.type },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url || `${self.location.origin}/`;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => 'navigate' in client);
      if (open) return open.focus().then((client) => client.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
