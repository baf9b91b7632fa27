import { storageKeys } from '@maryjane/contract/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { setToken } from '../../shared/session';
import { fail, mockApi, ok, sampleUser } from '../../test/api-mock';
import { findSnackbar } from '../../test/fields';
import { findPageHeading, renderApp } from '../../test/render-app';
import { aNotification } from '../../features/dashboard/test-data';

describe('header', () => {
  it('switches to German, stores the choice and sets <html lang>', async () => {
    const user = userEvent.setup();
    renderApp('/setup-wizard');
    await findPageHeading('Setup wizard');
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    await findPageHeading('Einrichtungsassistent');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem(storageKeys.language)).toBe('de');
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Einrichtungsassistent · MaryJane'));
  });

  it('stores the colour scheme under its key and applies it', async () => {
    const user = userEvent.setup();
    renderApp('/setup-wizard');
    await user.click(await screen.findByRole('button', { name: 'Colour scheme: System' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dark' }));
    expect(localStorage.getItem(storageKeys.colorScheme)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await screen.findByRole('button', { name: 'Colour scheme: Dark' })).toBeInTheDocument();
  });

  it('offers a visitor Login and Register, a signed-in user Account settings and Logout', async () => {
    const user = userEvent.setup();
    const visitor = renderApp('/setup-wizard');
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('menuitem', { name: 'Register' })).toHaveAttribute('href', '/register');
    visitor.unmount();

    localStorage.setItem(storageKeys.authToken, 't');
    renderApp('/setup-wizard');
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/logout');
  });

  it('has a skip link that moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderApp('/setup-wizard');
    await findPageHeading('Setup wizard');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows the signed-in user: initials without a picture, the username in the menu', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /user': () => ok(sampleUser) });
    localStorage.setItem(storageKeys.authToken, 't');
    renderApp('/setup-wizard');
    const avatar = await screen.findByTestId('header-avatar', {}, { timeout: 3000 });
    await waitFor(() => expect(avatar).toHaveTextContent('MJ'));
    // The button's name starts with the initials it shows (label in name, WCAG 2.5.3).
    await user.click(screen.getByRole('button', { name: 'MJ: user menu of Mary Jane' }));
    expect(await screen.findByText('Mary Jane')).toBeInTheDocument();
  });

  it('shows the avatar picture when the user has one', async () => {
    mockApi({ 'GET /user': () => ok({ ...sampleUser, avatarUrl: '/uploads/avatars/m.png' }) });
    localStorage.setItem(storageKeys.authToken, 't');
    renderApp('/setup-wizard');
    const avatar = await screen.findByTestId('header-avatar', {}, { timeout: 3000 });
    await waitFor(() =>
      expect(avatar.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/m.png'),
    );
    expect(screen.getByRole('button', { name: 'User menu of Mary Jane' })).toBeInTheDocument();
  });

  it('turns back to visitor on code 2005, and says why', async () => {
    mockApi({ 'GET /user': () => fail(401, '2005', 'Session invalid') });
    localStorage.setItem(storageKeys.authToken, 'revoked');
    renderApp('/setup-wizard');
    await findSnackbar('Unauthorized. Please login again', 'error');
    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
    expect(screen.queryByTestId('header-avatar')).toBeNull();
  });
});

describe('notifications bell', () => {
  const humidity = aNotification();
  const frost = aNotification({
    kind: 'weather',
    environment: null,
    metric: null,
    value: -1,
    min: null,
    max: null,
    weather: 'frost',
    day: '2026-04-14',
  });
  const old = aNotification({
    metric: 'air_temperature',
    value: 17.5,
    min: 20,
    max: 26,
    readAt: '2026-04-13T08:00:00.000Z',
  });
  const tuesday = new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date('2026-04-14T00:00:00Z'),
  );

  function signedInWith(unread: number, items = [humidity, frost, old]) {
    localStorage.setItem(storageKeys.authToken, 't');
    return mockApi({
      'GET /user': () => ok(sampleUser),
      'GET /notifications': () => ok({ items, unread }),
      'POST /notifications/read-all': () => ok({ unread: 0 }),
      [`POST /notifications/${humidity.id}/read`]: () =>
        ok({ ...humidity, readAt: new Date().toISOString() }),
    });
  }

  it('is only there once signed in', async () => {
    const api = mockApi({
      'GET /notifications': () => ok({ items: [humidity], unread: 1 }),
    });
    renderApp('/setup-wizard');
    await screen.findByRole('button', { name: 'User menu' }, { timeout: 3000 });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(api.callsTo('GET /notifications')).toHaveLength(0);

    act(() => setToken('t'));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it("says how many are unread and lists them in the grower's words", async () => {
    const user = userEvent.setup();
    signedInWith(2);
    renderApp('/setup-wizard');
    const bell = await screen.findByRole(
      'button',
      { name: 'Notifications, 2 unread' },
      { timeout: 3000 },
    );
    await user.click(bell);
    const menu = within(await screen.findByRole('menu'));
    const items = menu.getAllByRole('menuitem');
    // \s: numbers and units are held together by no-break spaces.
    expect(items.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Unread: Attic tent: humidity 78 % is above 40–55 %5 minutes ago',
      `Unread: Frost expected on ${tuesday}, −1 °C5 minutes ago`,
      'Attic tent: air temperature 17.5 °C is below 20–26 °C5 minutes ago',
      'Mark all as read',
    ]);
  });

  // Issue 31: a device gone silent leads to where devices are; a light leak names its light.
  it('words a silent device and a light leak, and a silent device opens Automation', async () => {
    const user = userEvent.setup();
    const silent = aNotification({
      kind: 'silent',
      metric: null,
      value: null,
      min: null,
      max: null,
      device: { id: '5b2f6a1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Tent probe' },
    });
    const leak = aNotification({
      kind: 'light_leak',
      metric: 'light',
      value: 150,
      min: null,
      max: null,
      readAt: '2026-04-13T08:00:00.000Z',
    });
    signedInWith(1, [silent, leak]);
    renderApp('/setup-wizard');
    await user.click(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 3000 }),
    );
    const menu = within(await screen.findByRole('menu'));
    const items = menu.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Unread: Tent probe has gone silent: nothing received for over 30 minutes5 minutes ago',
      'Attic tent: Light in the dark period (150 lx): check for a light leak or a failed timer5 minutes ago',
      'Mark all as read',
    ]);
    expect(items[0]).toHaveAttribute('href', '/automation');
    expect(items[1]).toHaveAttribute('href', '/dashboard');
  });

  it('marks one as read when it is chosen', async () => {
    const user = userEvent.setup();
    const api = signedInWith(2);
    renderApp('/setup-wizard');
    await user.click(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 3000 }),
    );
    await user.click(await screen.findByRole('menuitem', { name: /humidity 78\s%/ }));
    await waitFor(() =>
      expect(api.callsTo(`POST /notifications/${humidity.id}/read`)).toHaveLength(1),
    );
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
  });

  it('marks all as read, and the count goes to 0', async () => {
    const user = userEvent.setup();
    const api = signedInWith(2);
    renderApp('/setup-wizard');
    await user.click(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 3000 }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.callsTo('POST /notifications/read-all')).toHaveLength(1));
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const menu = within(await screen.findByRole('menu'));
    expect(menu.queryByRole('menuitem', { name: 'Mark all as read' })).toBeNull();
    expect(menu.queryByText('Unread:', { exact: false })).toBeNull();
  });

  it('says when there is nothing, in German too', async () => {
    const user = userEvent.setup();
    await changeLanguage('de');
    signedInWith(0, []);
    renderApp('/setup-wizard');
    await user.click(
      await screen.findByRole('button', { name: 'Benachrichtigungen' }, { timeout: 3000 }),
    );
    expect(await screen.findByText('Keine Benachrichtigungen')).toBeInTheDocument();
  });
});
