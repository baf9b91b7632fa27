import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

// public/sw.js is plain JavaScript served as is: run here with a fake worker scope (`self`,
// `caches`, `fetch`) that records its listeners, then handed the events a browser would send.
// (The path in a variable: Vite would turn `new URL('<public file>', import.meta.url)` into '/sw.js'.)
const file = '../../public/sw.js';
const script = readFileSync(new URL(file, import.meta.url).pathname, 'utf8');
const ORIGIN = 'https://maryjane.example';

interface FakeWindow {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(path: string, focused = false): FakeWindow {
  const client: FakeWindow = {
    url: `${ORIGIN}${path}`,
    focused,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (url: string) => ({ ...client, url })),
  };
  return client;
}

function startWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  const caches = { open: vi.fn(), keys: vi.fn(), delete: vi.fn() };
  new Function('self', 'caches', 'fetch', script)(self, caches, vi.fn());

  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function dispatch(type: string, event: object) {
    const waited: Promise<unknown>[] = [];
    const listener = listeners.get(type);
    if (!listener) throw new Error(`sw.js does not listen to ${type}`);
    listener({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    expect(waited).toHaveLength(1);
    await Promise.all(waited);
  }

  const push = (payload: string | null) =>
    dispatch('push', {
      data:
        payload === null
          ? null
          : { json: () => JSON.parse(payload) as unknown, text: () => payload },
    });

  const click = (data: unknown) => {
    const notification = { data, close: vi.fn() };
    return { notification, done: dispatch('notificationclick', { notification }) };
  };

  return { self, listeners, push, click };
}

describe('sw.js', () => {
  it('keeps its caching listeners', () => {
    const { listeners } = startWorker();
    expect([...listeners.keys()]).toEqual(
      expect.arrayContaining(['install', 'activate', 'fetch', 'push', 'notificationclick']),
    );
  });

  it('shows a pushed alert with its text, its tag and the page it links to', async () => {
    const { self, push } = startWorker();
    await push(
      JSON.stringify({
        title: 'MaryJane',
        body: 'Tent: humidity 78 % (target 40–60 %)',
        url: '/automation',
        tag: 'reading:env-1:humidity',
      }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('MaryJane', {
      body: 'Tent: humidity 78 % (target 40–60 %)',
      tag: 'reading:env-1:humidity',
      renotify: true,
      data: { url: '/automation' },
      icon: '/icon-192.png',
      badge: '/icon-192.png',
    });
  });

  it('shows a payload that is not JSON as its text, linking to the dashboard', async () => {
    const { self, push } = startWorker();
    await push('Frost tonight');
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'MaryJane',
      expect.objectContaining({ body: 'Frost tonight', data: { url: '/dashboard' } }),
    );
    const [, options] = self.registration.showNotification.mock.calls[0] as unknown as [
      string,
      { tag?: string },
    ];
    expect(options.tag).toBeUndefined();
  });

  it('never links a notification to another site', async () => {
    const { self, push } = startWorker();
    await push(JSON.stringify({ body: 'x', url: 'https://evil.example/phish' }));
    await push(JSON.stringify({ body: 'x', url: '//evil.example/phish' }));
    for (const [, options] of self.registration.showNotification.mock.calls as unknown as [
      string,
      { data: { url: string } },
    ][]) {
      expect(options.data.url).toBe('/dashboard');
    }
  });

  it('opens the alert’s page when no MaryJane window is open', async () => {
    const { self, click } = startWorker();
    const { notification, done } = click({ url: '/automation' });
    await done;
    expect(notification.close).toHaveBeenCalled();
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/automation`);
  });

  it('focuses an open window and takes it to the alert’s page', async () => {
    const other = fakeWindow('/guides');
    const focused = fakeWindow('/my-grow', true);
    const { self, click } = startWorker([other, focused]);
    await click({ url: '/dashboard' }).done;
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(`${ORIGIN}/dashboard`);
    expect(other.focus).not.toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('only focuses a window that shows the page already', async () => {
    const there = fakeWindow('/dashboard');
    const { self, click } = startWorker([fakeWindow('/guides', true), there]);
    await click({ url: '/dashboard' }).done;
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the page anew when the open window cannot be navigated', async () => {
    const uncontrolled = fakeWindow('/guides', true);
    uncontrolled.navigate.mockRejectedValue(new TypeError('not controlled'));
    const { self, click } = startWorker([uncontrolled]);
    await click({ url: '/automation' }).done;
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/automation`);
  });
});
