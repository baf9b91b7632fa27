import { storageKeys } from '@maryjane/contract/constants';
import type { PushSubscriptionBody } from '@maryjane/contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { fail, mockApi, ok, sampleUser, type ApiCall } from '../../test/api-mock';
import { findSnackbar, noErrorSnackbar } from '../../test/fields';
import { renderApp } from '../../test/render-app';
import * as browserPush from './push/browser-push';
import type { PushState } from './push/browser-push';

// The browser's side (permission, service worker, subscription) is replaced: jsdom has none.
vi.mock('./push/browser-push', () => ({
  readPushState: vi.fn(),
  requestPermission: vi.fn(),
  subscribe: vi.fn(),
  unsubscribe: vi.fn(),
}));
const push = vi.mocked(browserPush);

const PUBLIC_KEY = 'BPxv3Lq0Q7m1Zr9c-server_key';
const subscription: PushSubscriptionBody = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b',
  keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
};

/** What the browser says, changed by what the tests' browser does (like a real one). */
let device: PushState;

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
  device = { supported: true, permission: 'default', subscription: null };
  push.readPushState.mockReset().mockImplementation(async () => device);
  push.requestPermission.mockReset().mockImplementation(async () => {
    if (device.supported) device = { ...device, permission: 'granted' };
    return 'granted';
  });
  push.subscribe.mockReset().mockImplementation(async () => {
    if (device.supported) device = { ...device, subscription };
    return subscription;
  });
  push.unsubscribe.mockReset().mockImplementation(async () => {
    const endpoint = device.supported ? (device.subscription?.endpoint ?? null) : null;
    if (device.supported) device = { ...device, subscription: null };
    return endpoint;
  });
});

const noContent = () => new Response(null, { status: 204 });

function openSettings(handlers: Record<string, (call: ApiCall) => Response> = {}) {
  const api = mockApi({
    'GET /user': () => ok(sampleUser),
    'GET /push/key': () => ok({ publicKey: PUBLIC_KEY }),
    'PUT /push/subscription': noContent,
    'DELETE /push/subscription': noContent,
    ...handlers,
  });
  renderApp('/account-settings/account');
  return api;
}

/** The section, once the account tab (a lazy page) and the device's state are there. */
async function findSection(title = 'Push notifications on this device'): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title }, { timeout: 5000 });
  const element = heading.closest('section');
  if (!element) throw new Error(`No section "${title}"`);
  await waitFor(() => expect(within(element).queryByRole('status')).not.toBeInTheDocument());
  return element;
}

describe('push notifications in account settings', () => {
  it('turns them on: asks, subscribes with the server’s key and sends the subscription', async () => {
    const user = userEvent.setup();
    let askedBeforeKey = false;
    const api = openSettings({
      'GET /push/key': () => {
        askedBeforeKey = push.requestPermission.mock.calls.length === 1;
        return ok({ publicKey: PUBLIC_KEY });
      },
    });
    const section = await findSection();
    expect(section).toHaveTextContent('Off for this device');
    // Quiet hours hold pushes back too.
    expect(section).toHaveTextContent(/quiet hours of your e-mail alerts apply to them too/);
    // Nothing is asked or sent before the grower asks for it.
    expect(push.requestPermission).not.toHaveBeenCalled();
    expect(api.callsTo('GET /push/key')).toHaveLength(0);

    const button = within(section).getByRole('button', { name: 'Turn on push notifications' });
    await user.click(button);

    await findSnackbar('Push notifications are on for this device', 'success');
    // Asked first, in the click (Safari refuses a request made later), then the key fetched.
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(askedBeforeKey).toBe(true);
    expect(api.callsTo('GET /push/key')).toHaveLength(1);
    expect(push.subscribe).toHaveBeenCalledWith(PUBLIC_KEY);
    // With this device's zone and language: the alerts' words and quiet hours follow them.
    expect(api.callsTo('PUT /push/subscription').map((call) => call.body)).toEqual([
      {
        ...subscription,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        language: 'en',
      },
    ]);
    expect(section).toHaveTextContent('On for this device');
    // The same button now turns them off, and keeps the keyboard's focus.
    const off = within(section).getByRole('button', { name: 'Turn off push notifications' });
    expect(off).toHaveFocus();
  });

  it('turns them off from the keyboard: the server forgets the endpoint, the browser too', async () => {
    device = { supported: true, permission: 'granted', subscription };
    const user = userEvent.setup();
    const api = openSettings();
    const section = await findSection();
    expect(section).toHaveTextContent('On for this device');

    within(section).getByRole('button', { name: 'Turn off push notifications' }).focus();
    await user.keyboard('{Enter}');

    await findSnackbar('Push notifications are off for this device', 'success');
    expect(api.callsTo('DELETE /push/subscription').map((call) => call.body)).toEqual([
      { endpoint: subscription.endpoint },
    ]);
    expect(push.unsubscribe).toHaveBeenCalledTimes(1);
    expect(section).toHaveTextContent('Off for this device');
    expect(
      within(section).getByRole('button', { name: 'Turn on push notifications' }),
    ).toHaveFocus();
    expect(api.callsTo('PUT /push/subscription')).toHaveLength(0);
  });

  it('keeps them on when the server cannot forget this device', async () => {
    device = { supported: true, permission: 'granted', subscription };
    const user = userEvent.setup();
    openSettings({ 'DELETE /push/subscription': () => fail(500, 'internal_error', 'boom') });
    const section = await findSection();
    await user.click(within(section).getByRole('button', { name: 'Turn off push notifications' }));

    await findSnackbar('Server error. Please try again later', 'error');
    // Still subscribed, so turning off can be tried again.
    expect(push.unsubscribe).not.toHaveBeenCalled();
    expect(section).toHaveTextContent('On for this device');
    expect(
      within(section).getByRole('button', { name: 'Turn off push notifications' }),
    ).toBeEnabled();
  });

  it('explains how to allow notifications when the browser refuses, and sends nothing', async () => {
    push.requestPermission.mockImplementation(async () => {
      device = { supported: true, permission: 'denied', subscription: null };
      return 'denied';
    });
    const user = userEvent.setup();
    const api = openSettings();
    const section = await findSection();
    await user.click(within(section).getByRole('button', { name: 'Turn on push notifications' }));

    expect(await within(section).findByText('Blocked by this browser')).toBeVisible();
    expect(section).toHaveTextContent(/Allow them in the browser's settings for this site/);
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(api.callsTo('GET /push/key')).toHaveLength(0);
    expect(api.callsTo('PUT /push/subscription')).toHaveLength(0);
    // Nothing to click while the browser blocks them.
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(noErrorSnackbar()).toBe(true);
  });

  it('says so when the prompt is dismissed, and stays off', async () => {
    push.requestPermission.mockResolvedValue('default');
    const user = userEvent.setup();
    const api = openSettings();
    const section = await findSection();
    await user.click(within(section).getByRole('button', { name: 'Turn on push notifications' }));

    expect(
      await within(section).findByText(
        'Notifications were not allowed, so push notifications stay off.',
      ),
    ).toBeVisible();
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(api.callsTo('PUT /push/subscription')).toHaveLength(0);
    expect(section).toHaveTextContent('Off for this device');
  });

  it.each([
    ['browser', /This browser cannot receive push notifications/],
    ['worker', /need MaryJane's service worker, which is not running in this browser/],
    ['ios', /only the app added to the home screen gets push notifications: in Safari, tap Share/],
  ] as const)('says why a browser cannot get them (%s)', async (reason, text) => {
    device = { supported: false, reason };
    const api = openSettings();
    const section = await findSection();
    expect(section).toHaveTextContent('Not available here');
    expect(section).toHaveTextContent(text);
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo('GET /push/key')).toHaveLength(0);
  });

  it('says when the server refuses the browser’s push service, and leaves it unsubscribed', async () => {
    const user = userEvent.setup();
    const api = openSettings({
      'PUT /push/subscription': () =>
        fail(422, 'validation_failed', 'Validation failed', [
          { field: 'endpoint', code: 'url', message: 'Invalid URL' },
        ]),
    });
    const section = await findSection();
    await user.click(within(section).getByRole('button', { name: 'Turn on push notifications' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "This browser's push service is not one MaryJane sends to, so push notifications cannot be turned on here.",
    );
    expect(api.callsTo('PUT /push/subscription')).toHaveLength(1);
    // The browser does not keep a subscription the server does not know.
    expect(push.unsubscribe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(section).toHaveTextContent('Off for this device'));
    expect(noErrorSnackbar()).toBe(true);
  });

  it('passes on the browser’s reason when it cannot subscribe', async () => {
    push.subscribe.mockRejectedValue(
      new DOMException('Registration failed - push service error', 'AbortError'),
    );
    const user = userEvent.setup();
    const api = openSettings();
    const section = await findSection();
    await user.click(within(section).getByRole('button', { name: 'Turn on push notifications' }));

    await findSnackbar(
      'This browser could not subscribe to push notifications: Registration failed - push service error',
      'error',
    );
    expect(api.callsTo('PUT /push/subscription')).toHaveLength(0);
    expect(section).toHaveTextContent('Off for this device');
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    const user = userEvent.setup();
    const api = openSettings();
    const section = await findSection('Push-Benachrichtigungen auf diesem Gerät');
    expect(section).toHaveTextContent('Auf diesem Gerät ausgeschaltet');
    expect(section).toHaveTextContent(/Die Ruhezeit deiner Warnungen per E-Mail gilt auch für sie/);
    await user.click(
      within(section).getByRole('button', { name: 'Push-Benachrichtigungen einschalten' }),
    );
    await findSnackbar('Push-Benachrichtigungen sind auf diesem Gerät eingeschaltet', 'success');
    expect(api.callsTo('PUT /push/subscription')).toHaveLength(1);
    expect(section).toHaveTextContent('Auf diesem Gerät eingeschaltet');
  });

  it('tells an iPhone in German to add the app to the home screen', async () => {
    await changeLanguage('de');
    device = { supported: false, reason: 'ios' };
    openSettings();
    const section = await findSection('Push-Benachrichtigungen auf diesem Gerät');
    expect(section).toHaveTextContent(
      'Auf iPhone und iPad bekommt nur die App auf dem Home-Bildschirm Push-Benachrichtigungen',
    );
  });
});
