// MaryJane's service worker: the app opens without a network, and guides once read stay
// readable offline. Personal data (/api) is never cached here: it belongs to one session.
const VERSION = 'v1';
const SHELL = `mj-shell-${VERSION}`;
const ASSETS = `mj-assets-${VERSION}`;
const CONTENT = `mj-content-${VERSION}`;
const KEEP = new Set([SHELL, ASSETS, CONTENT]);
/** Oldest entries go first once the content cache holds more than this many answers. */
const CONTENT_LIMIT = 200;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) =>
        cache.addAll(['/', '/manifest.webmanifest', '/favicon.svg', '/boot.js', '/warm-intl.js']),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !KEEP.has(name)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

async function trim(cacheName, limit) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)),
  );
}

/** Network first; a successful answer is kept, and offline the kept one is served. */
async function networkFirst(request, cacheName, fallbackUrl) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(fallbackUrl ?? request, response.clone());
      if (cacheName === CONTENT) await trim(CONTENT, CONTENT_LIMIT);
    }
    return response;
  } catch (error) {
    const kept = await cache.match(fallbackUrl ?? request);
    if (kept) return kept;
    throw error;
  }
}

/** Hashed build files never change: the first copy is good for ever. */
async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) return;

  if (request.mode === 'navigate') {
    // Every page is the same index.html; offline, the kept copy starts the app.
    event.respondWith(networkFirst(request, SHELL, '/'));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname.startsWith('/cms/')) {
    event.respondWith(networkFirst(request, CONTENT));
  }
});

// Alerts pushed by the server (issue 31): `{ title, body, url, tag }` as JSON, one per alert (or
// one that counts them after the quiet hours). A payload that is not JSON is shown as its text.
const PUSH_DEFAULT_URL = '/dashboard';

/** A path of this app, or the dashboard: a notification never opens another site. */
function appUrl(candidate) {
  try {
    const url = new URL(typeof candidate === 'string' ? candidate : '', self.location.origin);
    if (url.origin === self.location.origin && typeof candidate === 'string' && candidate) {
      return url.pathname + url.search + url.hash;
    }
  } catch {
    // fall through to the dashboard
  }
  return PUSH_DEFAULT_URL;
}

function pushMessage(data) {
  if (!data) return {};
  try {
    const message = data.json();
    if (message && typeof message === 'object') return message;
    return { body: String(message) };
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = pushMessage(event.data);
  const title = typeof message.title === 'string' && message.title ? message.title : 'MaryJane';
  const options = {
    body: typeof message.body === 'string' ? message.body : '',
    data: { url: appUrl(message.url) },
    icon: '/icon-192.png',
    badge: '/icon-192.png',
  };
  if (typeof message.tag === 'string' && message.tag) {
    // The same alert again replaces the one still shown, and is announced again.
    options.tag = message.tag;
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

/** A click on an alert: the open MaryJane window goes to its page, or one is opened there. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = appUrl(event.notification.data && event.notification.data.url);
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open =
        windows.find((client) => client.url === target) ??
        windows.find((client) => client.focused) ??
        windows[0];
      if (!open) {
        await self.clients.openWindow(target);
        return;
      }
      const focused = (await open.focus()) ?? open;
      if (focused.url === target || typeof focused.navigate !== 'function') return;
      try {
        await focused.navigate(target);
      } catch {
        // A window this worker does not control yet cannot be navigated: open the page anew.
        await self.clients.openWindow(target);
      }
    })(),
  );
});
