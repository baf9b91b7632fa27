import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { fail, mockApi, ok, sampleUser } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { pngBytes } from '../../test/images';
import { findPageHeading, pathOf, renderApp } from '../../test/render-app';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const currentUser = (user = sampleUser) => ({ 'GET /user': () => ok(user) });

/** The page is a lazy chunk and waits for GET /user: allow for both. */
const findButton = (name: string) => screen.findByRole('button', { name }, { timeout: 3000 });

describe('account settings', () => {
  it('opens the account tab for an unknown tab', async () => {
    mockApi(currentUser());
    const { router } = renderApp('/account-settings/no-such-tab');
    await findPageHeading('Account settings');
    await waitFor(() => expect(pathOf(router)).toBe('/account-settings/account'));
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });

  it('saves a new username, and says what is wrong with an empty one', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...currentUser(),
      'PATCH /user/profile': () => ok({ ...sampleUser, username: 'Mary J.' }),
    });
    renderApp('/account-settings/account');
    await findPageHeading('Account settings');
    const username = await waitFor(() => field('Username'), { timeout: 3000 });
    expect(username).toHaveValue('Mary Jane');
    expect(screen.getByText('mary@example.org')).toBeVisible();

    await user.clear(username);
    await user.tab();
    expect(field('Username')).toHaveAccessibleDescription('This field is required');
    await user.type(field('Username'), 'Mary J.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findSnackbar('Your profile was saved', 'success');
    expect(api.callsTo('PATCH /user/profile')[0]?.body).toEqual({ username: 'Mary J.' });
  });

  it('shows a loading state, then an error with a way to try again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    mockApi({
      'GET /user': () => {
        attempts += 1;
        return attempts <= 2 ? fail(500, 'internal_error', 'boom') : ok(sampleUser);
      },
    });
    renderApp('/account-settings/account');
    expect(await screen.findByRole('status', { name: 'Loading your account…' })).toBeVisible();
    // A 5xx is retried once (after a second) before the page gives up.
    expect(
      await screen.findByText('Your account could not be loaded.', undefined, { timeout: 4000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await waitFor(() => field('Username'), { timeout: 3000 })).toHaveValue('Mary Jane');
  });

  describe('avatar', () => {
    const upload = userEvent.setup({ applyAccept: false });
    const chooser = () => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('no file input');
      return input;
    };

    it('states the limits and only offers the allowed types', async () => {
      mockApi(currentUser());
      renderApp('/account-settings/account');
      await findButton('Choose image');
      expect(screen.getByText('JPG, GIF or PNG, at most 500 KB and 512 × 512 px.')).toBeVisible();
      expect(chooser()).toHaveAttribute('accept', 'image/jpeg,image/gif,image/png');
    });

    it.each([
      [
        'a non-image',
        () => new File(['just text'], 'notes.txt', { type: 'text/plain' }),
        'Please choose a JPG, GIF or PNG image',
      ],
      [
        'a file over 500 KB',
        () => {
          const bytes = new Uint8Array(500 * 1024 + 1);
          bytes.set(pngBytes(64, 64));
          return new File([bytes], 'huge.png', { type: 'image/png' });
        },
        'The image is larger than 500 KB',
      ],
      [
        'an image over 512 px',
        () => new File([pngBytes(800, 600)], 'wide.png', { type: 'image/png' }),
        'Image dimensions cannot exceed 512 px',
      ],
    ])('refuses %s before uploading', async (_case, makeFile, message) => {
      const api = mockApi(currentUser());
      renderApp('/account-settings/account');
      await findButton('Choose image');
      await upload.upload(chooser(), makeFile());
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(api.callsTo('POST /user/profile/avatar')).toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'Save avatar' })).toBeNull();
    });

    it('says so in German too', async () => {
      await changeLanguage('de');
      mockApi(currentUser());
      renderApp('/account-settings/account');
      await findButton('Bild auswählen');
      await upload.upload(
        chooser(),
        new File([pngBytes(513, 513)], 'x.png', { type: 'image/png' }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Das Bild darf höchstens 512 px groß sein',
      );
    });

    it('uploads a fitting image as multipart field "avatar" and shows it in the header', async () => {
      const user = userEvent.setup();
      // The server keeps the new avatar: the header's next GET /user sees it too.
      const stored = { ...sampleUser };
      const api = mockApi({
        'GET /user': () => ok(stored),
        'POST /user/profile/avatar': () => {
          stored.avatarUrl = '/uploads/avatars/mary.png';
          return ok({ avatarUrl: stored.avatarUrl });
        },
      });
      renderApp('/account-settings/account');
      await findButton('Choose image');
      const image = new File([pngBytes(64, 64)], 'mary.png', { type: 'image/png' });
      await upload.upload(chooser(), image);
      expect(await screen.findByText('Chosen: mary.png')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Save avatar' }));
      await findSnackbar('Your avatar was saved', 'success');

      const [call] = api.callsTo('POST /user/profile/avatar');
      expect(call?.body).toBeInstanceOf(FormData);
      expect((call?.body as FormData).get('avatar')).toBeInstanceOf(File);
      await waitFor(() =>
        expect(screen.getByTestId('header-avatar').querySelector('img')).toHaveAttribute(
          'src',
          '/uploads/avatars/mary.png',
        ),
      );
    });

    it('shows the server’s refusal in the avatar section', async () => {
      const user = userEvent.setup();
      mockApi({
        ...currentUser(),
        'POST /user/profile/avatar': () =>
          fail(422, 'image_dimensions', 'Image dimensions cannot exceed 512 px'),
      });
      renderApp('/account-settings/account');
      await findButton('Choose image');
      await upload.upload(chooser(), new File([pngBytes(64, 64)], 'a.png', { type: 'image/png' }));
      await user.click(await screen.findByRole('button', { name: 'Save avatar' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Image dimensions cannot exceed 512 px',
      );
    });

    it('removes the avatar', async () => {
      const user = userEvent.setup();
      const api = mockApi({
        ...currentUser({ ...sampleUser, avatarUrl: '/uploads/avatars/mary.png' }),
        'DELETE /user/profile/avatar': () => ok({ avatarUrl: null }),
      });
      renderApp('/account-settings/account');
      await user.click(await findButton('Remove avatar'));
      await findSnackbar('Your avatar was removed', 'success');
      expect(api.callsTo('DELETE /user/profile/avatar')).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Remove avatar' })).toBeNull();
    });
  });

  describe('security', () => {
    it('changes the password', async () => {
      const user = userEvent.setup();
      const api = mockApi({
        ...currentUser(),
        'POST /user/change-password': () =>
          ok({ code: 'passwordChanged', message: 'Password changed successfully' }),
      });
      renderApp('/account-settings/security');
      await findPageHeading('Account settings');
      await user.type(field('Current password'), 'Grow-Tent-2026');
      await user.type(field('New password'), 'Grow-Tent-2027');
      await user.type(field('Repeat the new password'), 'Grow-Tent-2027');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      await findSnackbar('Password changed successfully', 'success');
      expect(api.callsTo('POST /user/change-password')[0]?.body).toEqual({
        oldPassword: 'Grow-Tent-2026',
        newPassword: 'Grow-Tent-2027',
      });
      expect(field('Current password')).toHaveValue('');
    });

    it('puts a wrong current password on its field', async () => {
      const user = userEvent.setup();
      mockApi({
        ...currentUser(),
        'POST /user/change-password': () =>
          fail(422, 'password_mismatch', 'Password mismatch', [
            { field: 'oldPassword', code: 'password_mismatch', message: 'Password mismatch' },
          ]),
      });
      renderApp('/account-settings/security');
      await findPageHeading('Account settings');
      await user.type(field('Current password'), 'not-it');
      await user.type(field('New password'), 'Grow-Tent-2027');
      await user.type(field('Repeat the new password'), 'Grow-Tent-2027');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      // Not "Password mismatch", which reads as if the two new ones differed (issue 30).
      await waitFor(() =>
        expect(field('Current password')).toHaveAccessibleDescription(
          'Your current password is not correct',
        ),
      );
      expect(field('Current password')).toHaveFocus();
    });

    it('says why the session ended after too many wrong current passwords', async () => {
      const user = userEvent.setup();
      const message = 'Too many wrong passwords. Please sign in again';
      mockApi({
        ...currentUser(),
        'POST /user/change-password': () =>
          fail(401, '2005', message, [{ field: 'oldPassword', code: 'password_guesses', message }]),
      });
      renderApp('/account-settings/security');
      await findPageHeading('Account settings');
      await user.type(field('Current password'), 'still-not-it');
      await user.type(field('New password'), 'Grow-Tent-2027');
      await user.type(field('Repeat the new password'), 'Grow-Tent-2027');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      await findSnackbar(
        'Too many wrong passwords: you have been signed out to keep your account safe. Please sign in again',
        'error',
      );
      expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
    });

    it.each([
      [
        'en',
        'New password',
        'Repeat the new password',
        'Password must contain a digit',
        'The passwords do not match',
      ],
      [
        'de',
        'Neues Passwort',
        'Neues Passwort wiederholen',
        'Das Passwort muss eine Ziffer enthalten',
        'Die Passwörter stimmen nicht überein',
      ],
    ] as const)(
      'checks the new password (%s)',
      async (language, label, confirm, digit, mismatch) => {
        await changeLanguage(language);
        const user = userEvent.setup();
        mockApi(currentUser());
        renderApp('/account-settings/security');
        await findPageHeading();
        await user.type(field(label), 'NoDigitsHere!');
        await user.type(field(confirm), 'NoDigitsHere?');
        await user.tab();
        expect(field(label)).toHaveAccessibleDescription(digit);
        expect(field(confirm)).toHaveAccessibleDescription(mismatch);
      },
    );
  });

  describe('delete account', () => {
    it('explains what goes, asks again, then requests the e-mail in the reader’s language', async () => {
      await changeLanguage('de');
      const user = userEvent.setup();
      const api = mockApi({
        ...currentUser(),
        'POST /user/request-deletion': () =>
          ok({
            code: 'deletionRequested',
            message: 'We sent you an e-mail to confirm the deletion',
          }),
      });
      renderApp('/account-settings/delete-account');
      await findPageHeading('Kontoeinstellungen');
      const panel = within(screen.getByRole('tabpanel'));
      expect(panel.getByText(/dein Inventar/)).toBeVisible();
      expect(panel.getByText(/deine Anbauumgebungen/)).toBeVisible();
      expect(panel.getByText(/deine Grow-Zyklen/)).toBeVisible();

      await user.click(panel.getByRole('button', { name: 'Mein Konto löschen…' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Dein Konto löschen?' }));
      await waitFor(() => expect(dialog.getByText(/mary@example.org/)).toBeVisible());
      await user.click(dialog.getByRole('button', { name: 'E-Mail senden' }));
      await findSnackbar(
        'Wir haben dir eine E-Mail zur Bestätigung der Löschung geschickt',
        'success',
      );
      expect(api.callsTo('POST /user/request-deletion')[0]?.body).toEqual({ lang: 'de' });
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('sends nothing when the grower changes their mind', async () => {
      const user = userEvent.setup();
      const api = mockApi(currentUser());
      renderApp('/account-settings/delete-account');
      await user.click(await findButton('Delete my account…'));
      const dialog = within(await screen.findByRole('dialog'));
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.callsTo('POST /user/request-deletion')).toHaveLength(0);
    });
  });
});
