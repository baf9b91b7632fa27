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
