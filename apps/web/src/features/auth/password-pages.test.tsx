import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { fail, mockApi, ok } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { findPageHeading, pathOf, renderApp } from '../../test/render-app';

describe('forgot password', () => {
  it('confirms in general terms, whatever the address, and sends the language', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /user/forgot-password': () =>
        ok({ code: 'forgotPasswordSent', message: 'Forgot password mail sent' }),
    });
    renderApp('/forgot-password');
    await findPageHeading('Forgot password');
    await user.type(field('E-mail address'), 'nobody@example.org');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText(/If there is an account for nobody@example.org, we have sent/),
    ).toBeVisible();
    expect(api.callsTo('POST /user/forgot-password')[0]?.body).toEqual({
      email: 'nobody@example.org',
      lang: 'en',
    });
    await findSnackbar('Forgot password mail sent', 'success');
  });

  it('refuses a bad e-mail address, in German too', async () => {
    await changeLanguage('de');
    const user = userEvent.setup();
    const api = mockApi({});
    renderApp('/forgot-password');
    await findPageHeading('Passwort vergessen');
    await user.type(field('E-Mail-Adresse'), 'keine-adresse');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(field('E-Mail-Adresse')).toHaveAccessibleDescription(
      'Bitte gib eine gültige E-Mail-Adresse ein',
    );
    expect(api.callsTo('POST /user/forgot-password')).toHaveLength(0);
  });
});

describe('password reset', () => {
  const resetDone = () => ok({ code: 'passwordReset', message: 'Password has been reset' });

  it('sends the URL-decoded code with the new password, then opens the login', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /user/reset-password': resetDone });
    // The mailed link encodes the code; + / = must come back exactly (a "+" is not a space).
    const { router } = renderApp('/password-reset?code=Ab3%2Bx%2Fy9%3D%3DqQ7-_zz+k1');
    await findPageHeading('Choose a new password');
    await user.type(field('New password'), 'New-Grow-2026');
    await user.type(field('Repeat the password'), 'New-Grow-2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    await findPageHeading('Log in');
    expect(pathOf(router)).toBe('/login');
    expect(api.callsTo('POST /user/reset-password')[0]?.body).toEqual({
      code: 'Ab3+x/y9==qQ7-_zz+k1',
      password: 'New-Grow-2026',
    });
    await findSnackbar('Password has been reset', 'success');
  });

  it('explains a missing code and links to a new request', async () => {
    mockApi({});
    renderApp('/password-reset');
    await findPageHeading('Choose a new password');
    expect(screen.getByText(/This page needs the link from our e-mail/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Save new password' })).toBeNull();
  });

  it.each([
    [
      'en',
      'New password',
      'Repeat the password',
      'Save new password',
      'The passwords do not match',
    ],
    [
      'de',
      'Neues Passwort',
      'Passwort wiederholen',
      'Neues Passwort speichern',
      'Die Passwörter stimmen nicht überein',
    ],
  ] as const)(
    'wants matching passwords (%s)',
    async (language, password, confirm, submit, text) => {
      await changeLanguage(language);
      const user = userEvent.setup();
      const api = mockApi({});
      renderApp('/password-reset?code=abcdefghijklmnopqrstuvwx');
      await findPageHeading();
      await user.type(field(password), 'New-Grow-2026');
      await user.type(field(confirm), 'New-Grow-2027');
      await user.click(screen.getByRole('button', { name: submit }));
      expect(field(confirm)).toHaveAccessibleDescription(text);
      expect(api.callsTo('POST /user/reset-password')).toHaveLength(0);
    },
  );

  it('shows "already used" on the password field', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /user/reset-password': () =>
        fail(422, 'password_already_used', 'Password is already used', [
          { field: 'password', code: 'password_already_used', message: 'Password is already used' },
        ]),
    });
    renderApp('/password-reset?code=abcdefghijklmnopqrstuvwx');
    await findPageHeading('Choose a new password');
    await user.type(field('New password'), 'Old-Grow-2020');
    await user.type(field('Repeat the password'), 'Old-Grow-2020');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(field('New password')).toHaveAccessibleDescription('Password is already used'),
    );
  });

  it('says when the link is no longer valid', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /user/reset-password': () => fail(400, 'invalid_reset_code', 'Invalid reset code'),
    });
    renderApp('/password-reset?code=abcdefghijklmnopqrstuvwx');
    await findPageHeading('Choose a new password');
    await user.type(field('New password'), 'New-Grow-2026');
    await user.type(field('Repeat the password'), 'New-Grow-2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await findSnackbar('Invalid reset code', 'error');
    expect(await screen.findByText(/This link is no longer valid/)).toBeVisible();
  });
});
