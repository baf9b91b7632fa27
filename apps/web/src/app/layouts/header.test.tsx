import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, sampleUser } from '../../test/api-mock';
import { findSnackbar } from '../../test/fields';
import { findPageHeading, renderApp } from '../../test/render-app';

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
    await user.click(screen.getByRole('button', { name: 'User menu' }));
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
  });

  it('turns back to visitor on code 2005, and says why', async () => {
    mockApi({ 'GET /user': () => fail(401, 2005, 'Session invalid') });
    localStorage.setItem(storageKeys.authToken, 'revoked');
    renderApp('/setup-wizard');
    await findSnackbar('Unauthorized. Please login again', 'error');
    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
    expect(screen.queryByTestId('header-avatar')).toBeNull();
  });
});
