import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyBytes, readPushState, subscribe, unsubscribe } from './browser-push';

// jsdom has no service worker, Push API or notifications: the browser is stubbed with just what
// browser-push.ts reads.

const KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const OTHER_KEY =
  'BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo';

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => PushSubscriptionJSON;
  unsubscribe: ReturnType<typeof vi.fn>;
}

function fakeSubscription(endpoint: string, key: string): FakeSubscription {
  return {
    endpoint,
    options: { applicationServerKey: keyBytes(key).buffer },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn(async () => true),
  };
}

let current: FakeSubscription | null;
const pushManager = {
  getSubscription: vi.fn(async () => current),
  subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
    current = fakeSubscription('https://fcm.googleapis.com/fcm/send/new', KEY);
    return { ...current, options };
  }),
};
let registration: { pushManager: typeof pushManager } | undefined;

function installBrowser(permission: NotificationPermission = 'default') {
  registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => registration),
      get ready() {
        return Promise.resolve(registration);
      },
    },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn() });
}

beforeEach(() => {
  current = null;
  pushManager.getSubscription.mockClear();
  pushManager.subscribe.mockClear();
});

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('browser push', () => {
  it('turns the server’s base64url key into its bytes', () => {
    const bytes = keyBytes(KEY);
    expect(bytes).toHaveLength(65); // an uncompressed P-256 point
    expect([...bytes]).toEqual([...Buffer.from(KEY, 'base64url')]);
    // Padding and the '-' '_' of base64url are read too.
    expect([...keyBytes('-_8=')]).toEqual([0xfb, 0xff]);
  });

  it('calls a browser without the Push API unsupported, and an iPhone so for its own reason', async () => {
    expect(await readPushState()).toEqual({ supported: false, reason: 'browser' });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    );
    expect(await readPushState()).toEqual({ supported: false, reason: 'ios' });
  });

  it('calls a browser without a running service worker unsupported (development)', async () => {
    installBrowser();
    registration = undefined;
    expect(await readPushState()).toEqual({ supported: false, reason: 'worker' });
  });

  it('reads the permission and the subscription as the contract’s body', async () => {
    installBrowser('granted');
    expect(await readPushState()).toEqual({
      supported: true,
      permission: 'granted',
      subscription: null,
    });
    current = fakeSubscription('https://fcm.googleapis.com/fcm/send/old', KEY);
    expect(await readPushState()).toEqual({
      supported: true,
      permission: 'granted',
      // Without expirationTime: exactly what PUT /push/subscription takes.
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/old',
        keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
      },
    });
  });

  it('subscribes visibly with the key, keeps a subscription made with it, replaces another', async () => {
    installBrowser('granted');
    const body = await subscribe(KEY);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    const options = pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect([...(options?.applicationServerKey as Uint8Array)]).toEqual([...keyBytes(KEY)]);
    expect(body.endpoint).toBe('https://fcm.googleapis.com/fcm/send/new');

    // Subscribed already with the same key: kept as it is.
    const kept = fakeSubscription('https://fcm.googleapis.com/fcm/send/kept', KEY);
    current = kept;
    expect((await subscribe(KEY)).endpoint).toBe('https://fcm.googleapis.com/fcm/send/kept');
    expect(kept.unsubscribe).not.toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);

    // With another key (the server's keys were made anew): the browser would refuse a second.
    const stale = fakeSubscription('https://fcm.googleapis.com/fcm/send/stale', OTHER_KEY);
    current = stale;
    expect((await subscribe(KEY)).endpoint).toBe('https://fcm.googleapis.com/fcm/send/new');
    expect(stale.unsubscribe).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(2);
  });

  it('unsubscribes and says which endpoint it was', async () => {
    installBrowser('granted');
    expect(await unsubscribe()).toBeNull();
    const subscribed = fakeSubscription('https://fcm.googleapis.com/fcm/send/old', KEY);
    current = subscribed;
    expect(await unsubscribe()).toBe('https://fcm.googleapis.com/fcm/send/old');
    expect(subscribed.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
