// The service worker's part for deal alerts on this phone (docs/product.md, 4.21 The app on a phone):
// shows each push message as a notification and, on a tap, focuses or opens the deal page it names.
// Workbox's generated worker loads this file (src/build/service-worker.ts, importScripts).

/** A push message from our server: { title, body, url, tag, icon }. Anything else is ignored. */
function readMessage(event) {
  try {
    const message = event.data ? event.data.json() : null;
    return message && typeof message.title === 'string' ? message : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: typeof message.icon === 'string' ? message.icon : '/icon-192.png',
      badge: '/icon-192.png',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

/**
 * Where a tap on a notification leads: the deal page's address and the window already on it, if any.
 * Null for an address of another site, which is never opened.
 */
self.notificationTarget = async (address) => {
  const url = new URL(address || '/', self.location.origin);
  if (url.origin !== self.location.origin) return null;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return { url: url.href, open: windows.find((client) => new URL(client.url).pathname === url.pathname) ?? null };
};

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const address = event.notification.data && event.notification.data.url;
  event.waitUntil(
    self.notificationTarget(address).then((target) => {
      if (!target) return null;
      return target.open ? target.open.focus() : self.clients.openWindow(target.url);
    }),
  );
});
