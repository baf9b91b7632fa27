import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { snackbar } from '../../shared/snackbar/snackbar-store';
import { fail, mockApi, never, ok, sampleUser } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { findPageHeading, pathOf, renderApp } from '../../test/render-app';

describe('login page', () => {
  it('says what is wrong with each field, in English', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderApp('/login');
    await findPageHeading('Log in');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(field('E-mail address')).toHaveAccessibleDescription('This field is required');
    expect(field('Password')).toHaveAccessibleDescription('This field is required');
    expect(field('E-mail address')).toHaveFocus();

    await user.type(field('E-mail address'), 'grower@');
    expect(field('E-mail address')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address',
    );
    await user.type(field('E-mail address'), 'example.org');
    expect(field('E-mail address')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('checks a field only once it was left, then on every input', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderApp('/login');
    await findPageHeading('Log in');
    await user.type(field('E-mail address'), 'grower');
    expect(screen.queryByText('Please enter a valid e-mail address')).toBeNull();
    await user.tab();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    await user.type(field('E-mail address'), '@example.org');
    expect(screen.queryByText('Please enter a valid e-mail address')).toBeNull();
  });

  it('says what is wrong in German', async () => {
    await changeLanguage('de');
    const user = userEvent.setup();
    mockApi({});
    renderApp('/login');
    await findPageHeading('Anmelden');
    await user.type(field('E-Mail-Adresse'), 'grower@');
    await user.tab();
    expect(field('E-Mail-Adresse')).toHaveAccessibleDescription(
      'Bitte gib eine gültige E-Mail-Adresse ein',
    );
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(field('Passwort')).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
  });

  it('signs in and returns to the remembered page', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /user/login': () => ok({ user: sampleUser, token: 'token-123' }),
    });
    localStorage.setItem(storageKeys.redirectTo, '/my/environments?sort=name');
    const { router } = renderApp('/login');
    await findPageHeading('Log in');
    expect(
      screen.getByText('After signing in you will return to “Environments”.'),
    ).toBeInTheDocument();

    await user.type(field('E-mail address'), '  mary@example.org ');
    await user.type(field('Password'), 'Grow-Tent-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await findPageHeading('My environments');
    expect(pathOf(router)).toBe('/my/environments?sort=name');
    expect(localStorage.getItem(storageKeys.authToken)).toBe('token-123');
    expect(localStorage.getItem(storageKeys.redirectTo)).toBeNull();
    const [login] = api.callsTo('POST /user/login');
    expect(login?.body).toEqual({ email: 'mary@example.org', password: 'Grow-Tent-2026' });
    // No captcha configured: no header.
    expect(login?.headers.has('recaptcha')).toBe(false);
  });

  it('goes on to the dashboard when nothing was remembered', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /user/login': () => ok({ user: sampleUser, token: 'token-123' }) });
    const { router } = renderApp('/login');
    await findPageHeading('Log in');
    await user.type(field('E-mail address'), 'mary@example.org');
    await user.type(field('Password'), 'Grow-Tent-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await findPageHeading('Dashboard');
    expect(pathOf(router)).toBe('/dashboard');
  });

  it('translates a wrong password, in both languages, and stays signed out', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /user/login': () => fail(401, 'invalid_credentials', 'Invalid e-mail or password'),
    });
    renderApp('/login');
    await findPageHeading('Log in');
    await user.type(field('E-mail address'), 'mary@example.org');
    await user.type(field('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await findSnackbar('Invalid e-mail or password', 'error');
    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();

    await changeLanguage('de');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await findSnackbar('E-Mail-Adresse oder Passwort ist falsch', 'error');
    await changeLanguage('en');
  });

  // Issue 30: the toast followed the grower onto Forgot password.
  it('leaves a wrong password behind when the grower goes to Forgot password', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /user/login': () => fail(401, 'invalid_credentials', 'Invalid e-mail or password'),
    });
    renderApp('/login');
    await findPageHeading('Log in');
    await user.type(field('E-mail address'), 'mary@example.org');
    await user.type(field('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await findSnackbar('Invalid e-mail or password', 'error');
    await user.click(screen.getByRole('link', { name: /Forgot/ }));
    await findPageHeading(/password/i);
    // Gone as the page changed, not seconds later when it would have timed out.
    expect(snackbar.getState().show).toBe(false);
  });

  it('keeps the submit button busy while the request runs', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /user/login': never });
    renderApp('/login');
    await findPageHeading('Log in');
    await user.type(field('E-mail address'), 'mary@example.org');
    await user.type(field('Password'), 'Grow-Tent-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('data-loading'),
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });

  it('shows and hides the password with a labelled, focusable toggle', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderApp('/login');
    await findPageHeading('Log in');
    await user.type(field('Password'), 'secret');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('tabindex', '0');
    expect(field('Password')).toHaveAttribute('type', 'password');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(field('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    ['en', '/my/friends', 'After signing in you will return to “Shared grows”.'],
    [
      'en',
      '/my/grow-cycles/0b5f1f4e-6f1c-4a8e-9d43-2f4c3c1b7a10',
      'After signing in you will return to a page in “Grow cycles”.',
    ],
    ['en', '/somewhere/else', 'After signing in you will return to the page you opened.'],
    ['de', '/my/friends', 'Nach der Anmeldung kehrst du zu „Geteilte Grows“ zurück.'],
    [
      'de',
      '/my/plants/0b5f1f4e-6f1c-4a8e-9d43-2f4c3c1b7a10',
      'Nach der Anmeldung kehrst du zu einer Seite in „Pflanzen“ zurück.',
    ],
    [
      'de',
      '/somewhere/else',
      'Nach der Anmeldung kehrst du zu der Seite zurück, die du geöffnet hast.',
    ],
  ] as const)(
    '%s: names the page to return to (%s), not its path',
    async (language, target, text) => {
      if (language === 'de') await changeLanguage('de');
      mockApi({});
      localStorage.setItem(storageKeys.redirectTo, target);
      renderApp('/login');
      await findPageHeading(language === 'de' ? 'Anmelden' : 'Log in');
      expect(screen.getByRole('note')).toHaveTextContent(text);
      expect(screen.getByRole('note')).not.toHaveTextContent(target);
    },
  );
});
