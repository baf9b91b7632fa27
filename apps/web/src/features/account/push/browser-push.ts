import type { PushSubscriptionBody } from '@maryjane/contract/notifications';

/**
 * The browser's side of Web Push (issue 31): permission, service worker and subscription. Kept
 * apart from the settings section so its tests can replace the browser.
 */

/**
 * Why this browser cannot get pushes: `ios` Safari on iPhone or iPad outside an app added to the
 * home screen (the only place Apple allows them); `browser` no Push API; `worker` no service worker
 * running (it is registered in the built app only, see app/register-service-worker.ts).
 */
export type UnsupportedReason = 'ios' | 'browser' | 'worker';

export type PushState =
  | { supported: false; reason: UnsupportedReason }
  | {
      supported: true;
      permission: NotificationPermission;
      /** This browser's subscription, if it has one. */
      subscription: PushSubscriptionBody | null;
    };

/** How long a page opened before the service worker was installed waits for it. */
const WORKER_WAIT_MS = 4000;

function isIos(): boolean {
  // iPadOS Safari says it is a Mac, but a Mac has no touch screen.
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  );
}

function hasPushApi(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The service worker's registration, once there is one; undefined when none runs here. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  const found = await navigator.serviceWorker.getRegistration();
  if (found || !import.meta.env.PROD) return found;
  // The worker is registered once the page has loaded: a page opened right away waits briefly.
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS)),
  ]);
}

/** The contract's body from `PushSubscription.toJSON()` (without `expirationTime`). */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Whether this browser can get pushes, may show notifications, and is subscribed. */
export async function readPushState(): Promise<PushState> {
  if (!hasPushApi()) return { supported: false, reason: isIos() ? 'ios' : 'browser' };
  const found = await registration().catch(() => undefined);
  if (!found) return { supported: false, reason: 'worker' };
  const subscription = await found.pushManager.getSubscription().catch(() => null);
  return {
    supported: true,
    permission: Notification.permission,
    subscription: subscription ? subscriptionBody(subscription) : null,
  };
}

/** Asks to show notifications; call it in the click itself, as Safari requires. */
export function requestPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/** The server's VAPID key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== bytes.length) return false;
  const view = new Uint8Array(buffer);
  return view.every((byte, index) => byte === bytes[index]);
}

/**
 * Subscribes this browser to pushes signed with `publicKey`. A subscription it already has is
 * kept when made with the same key, else replaced (the browser refuses a second key).
 */
export async function subscribe(publicKey: string): Promise<PushSubscriptionBody> {
  const ready = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(publicKey);
  const existing = await ready.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, applicationServerKey)) {
    return subscriptionBody(existing);
  }
  await existing?.unsubscribe();
  const subscription = await ready.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  return subscriptionBody(subscription);
}

/** Ends this browser's subscription; its endpoint, or null when it had none. */
export async function unsubscribe(): Promise<string | null> {
  const found = await navigator.serviceWorker.getRegistration();
  const subscription = await found?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
