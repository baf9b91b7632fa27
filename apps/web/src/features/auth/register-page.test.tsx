import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { fail, mockApi, ok, sampleUser } from '../../test/api-mock';
import { field, findSnackbar, noErrorSnackbar } from '../../test/fields';
import { findPageHeading, pathOf, renderApp } from '../../test/render-app';

const verificationSent = () => ok({ code: 'verificationSent', message: 'Verification code sent' });

async function toSecondStep(user: UserEvent, email = 'mary@example.org', submit = 'Send code') {
  await user.type(field('E-mail address'), email);
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('register page', () => {
  it('sends the code in the current language, then registers and opens the dashboard', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /user/verify-email': verificationSent,
      'POST /user/register': () => ok({ user: sampleUser, token: 'fresh-token' }, 201),
    });
    const { router } = renderApp('/register');
    await findPageHeading('Create an account');

    await toSecondStep(user, ' mary@example.org ');
    expect(await screen.findByText(/We sent a 6-digit code to mary@example.org/)).toBeVisible();
    expect(api.callsTo('POST /user/verify-email')[0]?.body).toEqual({
      email: 'mary@example.org',
      lang: 'en',
    });
    await findSnackbar('Verification code sent', 'success');
    expect(field('Verification code')).toHaveFocus();
    expect(field('Verification code')).toHaveAttribute('inputmode', 'numeric');

    await user.type(field('Verification code'), '042917');
    await user.type(field('Username'), 'Mary Jane');
    await user.type(field('Password'), 'Grow-Tent-2026');
    await user.type(field('Repeat the password'), 'Grow-Tent-2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await findPageHeading('Dashboard');
    expect(pathOf(router)).toBe('/dashboard');
    expect(localStorage.getItem(storageKeys.authToken)).toBe('fresh-token');
    expect(api.callsTo('POST /user/register')[0]?.body).toEqual({
      email: 'mary@example.org',
      username: 'Mary Jane',
      password: 'Grow-Tent-2026',
      emailVerificationCode: '042917',
    });
    await findSnackbar('Registration successful', 'success');
  });

  it('asks for the code in German when German is chosen', async () => {
    await changeLanguage('de');
    const user = userEvent.setup();
    const api = mockApi({ 'POST /user/verify-email': verificationSent });
    renderApp('/register');
    await findPageHeading('Konto anlegen');
    await user.type(field('E-Mail-Adresse'), 'maria@example.org');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    await screen.findByText(/Wir haben einen 6-stelligen Code an maria@example.org geschickt/);
    expect(api.callsTo('POST /user/verify-email')[0]?.body).toEqual({
      email: 'maria@example.org',
      lang: 'de',
    });
    await findSnackbar('Bestätigungscode gesendet', 'success');
  });

  it('refuses a bad e-mail address before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderApp('/register');
    await findPageHeading('Create an account');
    await user.type(field('E-mail address'), 'mary@example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(field('E-mail address')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid e-mail address'),
    );
    expect(api.callsTo('POST /user/verify-email')).toHaveLength(0);
  });

  it('shows a known address on the e-mail field, in the reader’s words', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /user/verify-email': () =>
        fail(409, 'user_exists', 'User with this e-mail already exists'),
    });
    renderApp('/register');
    await findPageHeading('Create an account');
    await toSecondStep(user);
    await waitFor(() =>
      expect(field('E-mail address')).toHaveAccessibleDescription(
        expect.stringContaining('User with this e-mail already exists'),
      ),
    );
  });

  describe.each([
    {
      language: 'en',
      labels: { password: 'Password', confirm: 'Repeat the password', submit: 'Create account' },
      messages: {
        short: 'Password must be at least 8 characters',
        uppercase: 'Password must contain an uppercase letter',
        lowercase: 'Password must contain a lowercase letter',
        digit: 'Password must contain a digit',
        special: 'Password must contain a special character',
        mismatch: 'The passwords do not match',
        code: 'The code has 6 digits',
        required: 'This field is required',
      },
    },
    {
      language: 'de',
      labels: {
        password: 'Passwort',
        confirm: 'Passwort wiederholen',
        submit: 'Konto anlegen',
      },
      messages: {
        short: 'Das Passwort muss mindestens 8 Zeichen lang sein',
        uppercase: 'Das Passwort muss einen Großbuchstaben enthalten',
        lowercase: 'Das Passwort muss einen Kleinbuchstaben enthalten',
        digit: 'Das Passwort muss eine Ziffer enthalten',
        special: 'Das Passwort muss ein Sonderzeichen enthalten',
        mismatch: 'Die Passwörter stimmen nicht überein',
        code: 'Der Code hat 6 Ziffern',
        required: 'Dieses Feld ist erforderlich',
      },
    },
  ] as const)('step 2 rules in $language', ({ language, labels, messages }) => {
    async function secondStep() {
      await changeLanguage(language);
      const user = userEvent.setup();
      const api = mockApi({ 'POST /user/verify-email': verificationSent });
      renderApp('/register');
      await findPageHeading();
      const emailLabel = language === 'de' ? 'E-Mail-Adresse' : 'E-mail address';
      await user.type(field(emailLabel), 'mary@example.org');
      await user.click(
        screen.getByRole('button', { name: language === 'de' ? 'Code senden' : 'Send code' }),
      );
      await screen.findByText(/mary@example.org/);
      return { user, api };
    }

    it.each([
      ['Short1!', 'short'],
      ['nouppercase1!', 'uppercase'],
      ['NOLOWERCASE1!', 'lowercase'],
      ['NoDigitsHere!', 'digit'],
      ['NoSpecial123', 'special'],
    ] as const)('refuses %s: %s', async (password, rule) => {
      const { user } = await secondStep();
      await user.type(field(labels.password), password);
      await user.tab();
      expect(field(labels.password)).toHaveAccessibleDescription(messages[rule]);
    });

    it('shows each rule as met or missing while typing', async () => {
      const { user } = await secondStep();
      const hint = (rule: string) => document.querySelector(`[data-rule="${rule}"]`);
      expect(hint('passwordUppercase')).toHaveAttribute('data-met', 'false');
      await user.type(field(labels.password), 'Grow');
      expect(hint('passwordUppercase')).toHaveAttribute('data-met', 'true');
      expect(hint('passwordLowercase')).toHaveAttribute('data-met', 'true');
      expect(hint('passwordDigit')).toHaveAttribute('data-met', 'false');
      expect(hint('passwordTooShort')).toHaveAttribute('data-met', 'false');
      await user.type(field(labels.password), '-Tent-2026');
      for (const rule of ['passwordTooShort', 'passwordDigit', 'passwordSpecial']) {
        expect(hint(rule)).toHaveAttribute('data-met', 'true');
      }
    });

    it('wants the confirmation to match and the code to have 6 digits', async () => {
      const { user, api } = await secondStep();
      await user.type(field(labels.password), 'Grow-Tent-2026');
      await user.type(field(labels.confirm), 'Grow-Tent-2025');
      await user.type(field(language === 'de' ? 'Bestätigungscode' : 'Verification code'), '123');
      await user.click(screen.getByRole('button', { name: labels.submit }));
      expect(field(labels.confirm)).toHaveAccessibleDescription(messages.mismatch);
      expect(
        field(language === 'de' ? 'Bestätigungscode' : 'Verification code'),
      ).toHaveAccessibleDescription(expect.stringContaining(messages.code));
      expect(field(language === 'de' ? 'Benutzername' : 'Username')).toHaveAccessibleDescription(
        expect.stringContaining(messages.required),
      );
      expect(api.callsTo('POST /user/register')).toHaveLength(0);

      // The confirmation follows the password once it was checked.
      await user.clear(field(labels.confirm));
      await user.type(field(labels.confirm), 'Grow-Tent-2026');
      expect(field(labels.confirm)).not.toHaveAttribute('aria-invalid', 'true');
    });
  });

  it('shows a wrong code on the code field, as the server said', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /user/verify-email': verificationSent,
      'POST /user/register': () =>
        fail(422, 'invalid_verification_code', 'Invalid verification code', [
          {
            field: 'emailVerificationCode',
            code: 'invalid_verification_code',
            message: 'Invalid verification code',
          },
        ]),
    });
    renderApp('/register');
    await findPageHeading('Create an account');
    await toSecondStep(user);
    await screen.findByText(/We sent a 6-digit code/);
    await user.type(field('Verification code'), '000000');
    await user.type(field('Username'), 'Mary');
    await user.type(field('Password'), 'Grow-Tent-2026');
    await user.type(field('Repeat the password'), 'Grow-Tent-2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(field('Verification code')).toHaveAccessibleDescription(
        expect.stringContaining('This code is not correct. Check the e-mail and try again'),
      ),
    );
    expect(field('Verification code')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Verification code')).toHaveFocus();
    // A field error is not repeated in the snackbar.
    expect(noErrorSnackbar()).toBe(true);
    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
  });

  it('sends a new code, and goes back to change the address', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /user/verify-email': verificationSent });
    renderApp('/register');
    await findPageHeading('Create an account');
    await toSecondStep(user);
    await screen.findByText(/We sent a 6-digit code/);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(api.callsTo('POST /user/verify-email')).toHaveLength(2));
    expect(api.callsTo('POST /user/verify-email')[1]?.body).toEqual({
      email: 'mary@example.org',
      lang: 'en',
    });

    await user.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    expect(field('E-mail address')).toHaveValue('mary@example.org');
    expect(
      within(screen.getByRole('main')).getByRole('button', { name: 'Send code' }),
    ).toBeVisible();
  });
});
