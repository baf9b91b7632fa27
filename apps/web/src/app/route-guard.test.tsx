import { storageKeys } from '@maryjane/contract/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeLogin, getToken } from '../shared/session';
import { findSnackbar } from '../test/fields';
import { expectLinks } from '../test/navigation';
import { findPageHeading, pathOf, renderApp } from '../test/render-app';

const signIn = () => localStorage.setItem(storageKeys.authToken, 'token-abc');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route guards', () => {
  it('sends a visitor from /dashboard to /login and remembers the full target', async () => {
    const { router } = renderApp('/dashboard?cycle=3#sensors');
    await findPageHeading('Log in');
    expect(pathOf(router)).toBe('/login');
    expect(localStorage.getItem(storageKeys.redirectTo)).toBe('/dashboard?cycle=3#sensors');
    expect(
      screen.getByText('After signing in you will return to “Dashboard”.'),
    ).toBeInTheDocument();
  });

  it.each(['/my/plants', '/my/inventory/seeds', '/account-settings/security'])(
    'guards personal page %s',
    async (path) => {
      const { router } = renderApp(path);
      await findPageHeading('Log in');
      expect(pathOf(router)).toBe('/login');
      expect(localStorage.getItem(storageKeys.redirectTo)).toBe(path);
    },
  );

  it('opens the mailed deletion link without a sign-in (the code authorises it)', async () => {
    const { router } = renderApp('/confirm-account-deletion?code=abcdefghijklmnopqrst');
    await findPageHeading('Delete your account');
    expect(pathOf(router)).toBe('/confirm-account-deletion?code=abcdefghijklmnopqrst');
  });

  it('lets a signed-in user through to an authenticatedOnly page', async () => {
    signIn();
    const { router } = renderApp('/my/plants');
    await findPageHeading('My plants');
    expect(pathOf(router)).toBe('/my/plants');
  });

  it('sends a signed-in user away from /login to /, which leads to the dashboard', async () => {
    signIn();
    const { router } = renderApp('/login');
    await findPageHeading('Dashboard');
    expect(pathOf(router)).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves navigation to the login page when the sign-in happens on it', async () => {
    const { router } = renderApp('/my/grow-cycles');
    await findPageHeading('Log in');
    await act(async () => {
      const target = completeLogin('fresh-token');
      await router.navigate(target, { replace: true });
    });
    await findPageHeading('My grow cycles');
    expect(pathOf(router)).toBe('/my/grow-cycles');
    expect(localStorage.getItem(storageKeys.redirectTo)).toBeNull();
  });

  it('sends the user to /login when the token disappears in another tab', async () => {
    signIn();
    const { router } = renderApp('/dashboard');
    await findPageHeading('Dashboard');
    act(() => {
      localStorage.removeItem(storageKeys.authToken);
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.authToken }));
    });
    await findPageHeading('Log in');
    expect(pathOf(router)).toBe('/login');
  });

  it('logs out: clears the token, tells the API, lands on /login without remembering /logout', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    const { router } = renderApp('/logout');
    await findPageHeading('Log in');
    expect(pathOf(router)).toBe('/login');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(storageKeys.redirectTo)).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/user/logout');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe('Bearer token-abc');
    await findSnackbar('Logged out', 'success');
  });

  it('logs out even when the API call fails', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    signIn();
    const { router } = renderApp('/logout');
    await findPageHeading('Log in');
    expect(pathOf(router)).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('shows a visitor the welcome page at / and redirects a signed-in user to /dashboard', async () => {
    const visitor = renderApp('/');
    await findPageHeading('Welcome to MaryJane');
    const main = within(screen.getByRole('main'));
    expectLinks(main, {
      'Start the setup wizard': '/setup-wizard',
      'Meet MaryJane': '/meetmaryjane',
      'Create a free account': '/register',
    });
    visitor.unmount();

    signIn();
    const user = renderApp('/');
    await findPageHeading('Dashboard');
    expect(pathOf(user.router)).toBe('/dashboard');
  });

  it('redirects /account-settings to its account tab', async () => {
    signIn();
    const { router } = renderApp('/account-settings');
    await findPageHeading('Account settings');
    expect(pathOf(router)).toBe('/account-settings/account');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('not found', () => {
  it.each(['/this/does/not/exist', '/pages/misc/not-found/404'])(
    'shows the not-found page at %s',
    async (path) => {
      renderApp(path);
      await findPageHeading('Page not found');
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      await waitFor(() => expect(document.title).toBe('Page not found · MaryJane'));
      // Blank layout: no side navigation.
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    },
  );
});

describe('an invalid session (401, code 2005)', () => {
  it('is cleared and reported once the shell fetches the current user', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () =>
          new Response(
            JSON.stringify({ statusCode: 401, code: '2005', message: 'Session invalid' }),
            {
              status: 401,
            },
          ),
      ),
    );
    signIn();
    renderApp('/legal-disclosure');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized. Please login again');
    expect(getToken()).toBeNull();
    // A public page stays; the header now offers sign-in again.
    await findPageHeading('Legal disclosure');
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
  });
});
