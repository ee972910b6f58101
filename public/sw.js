// The page's service worker, written by hand: it keeps the page and its built files so that the
// page (and the recipes kept in the browser) opens with no network. The build fills in BUILD and
// ASSETS (scripts/postbuild.mjs), so every deploy changes this file and takes over on the next
// load. API answers are never cached or answered from here.
const BUILD = '__BUILD__';
const ASSETS = ['__ASSETS__'];
const CACHE = `recipe-generator-${BUILD}`;
const BASE = new URL('./', self.location.href).pathname;
const PAGE = BASE;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([PAGE, ...ASSETS.map((asset) => BASE + asset)]))
      .then(() => self.skipWaiting()),
  );
});

// No clients.claim(): a page loaded before the worker was there stays with the network, and the
// next load goes through the worker. A newer worker (skipWaiting) takes over open pages at once.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('recipe-generator-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      ),
  );
});

/** The path as the server reads it (percent-escapes decoded), or null when it cannot be decoded. */
function decodedPath(url) {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
}

/** Only the page itself, answered 200 as HTML, may stand in for the page offline. */
function isThePage(path, response) {
  const type = response.headers.get('content-type') ?? '';
  return (
    (path === PAGE || path === `${BASE}index.html`) &&
    response.status === 200 &&
    response.type === 'basic' &&
    type.toLowerCase().startsWith('text/html')
  );
}

/** The page from the network (a new deploy shows at once), else the copy kept at the last visit. */
async function pageFirstFromNetwork(request, path) {
  try {
    const response = await fetch(request);
    if (isThePage(path, response)) {
      const copy = response.clone();
      await caches.open(CACHE).then((cache) => cache.put(PAGE, copy));
    }
    return response;
  } catch {
    return (await caches.match(PAGE, { cacheName: CACHE })) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // Decoded first: the server reads /%61pi/health as /api/health, and so must this.
  const path = decodedPath(url);
  if (path === null || !path.startsWith(BASE) || path.startsWith(`${BASE}api/`)) return;
  // The page itself, also when the page asks for it after the visitor changed language: the copy
  // kept is the one the server sent last, in the visitor's language (by the lang cookie).
  if (request.mode === 'navigate' || path === PAGE) {
    event.respondWith(pageFirstFromNetwork(request, path));
    return;
  }
  // Built files are named by their content: a kept copy is always right.
  event.respondWith(
    caches.match(request, { cacheName: CACHE }).then((kept) => kept ?? fetch(request)),
  );
});
