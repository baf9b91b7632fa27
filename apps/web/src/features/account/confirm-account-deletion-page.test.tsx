import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { fail, mockApi, ok } from '../../test/api-mock';
import { findSnackbar } from '../../test/fields';
import { findPageHeading } from '../../test/render-app';
import { renderApp } from '../../test/render-app';

const code = 'dGhpcy1pcy1hLWNvZGU%2Bx%2F1';
const decoded = 'dGhpcy1pcy1hLWNvZGU+x/1';

describe('confirm account deletion', () => {
  it('deletes for good only on the button, then ends the session', async () => {
    localStorage.setItem(storageKeys.authToken, 'token-abc');
    const user = userEvent.setup();
    const api = mockApi({
      'POST /user/confirm-deletion': () =>
        ok({ code: 'accountDeleted', message: 'Your account has been deleted!' }),
    });
    renderApp(`/confirm-account-deletion?code=${code}`);
    await findPageHeading('Delete your account');
    // Opening the link does nothing by itself (mail scanners follow links).
    expect(api.callsTo('POST /user/confirm-deletion')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText(/Your account and all your grow data are gone/)).toBeVisible();
    await findSnackbar('Your account has been deleted!', 'success');
    expect(api.callsTo('POST /user/confirm-deletion')[0]?.body).toEqual({ code: decoded });
    expect(api.callsTo('POST /user/cancel-deletion')).toHaveLength(0);
    expect(localStorage.getItem(storageKeys.authToken)).toBeNull();
  });

  it('keeps the account from the cancel link, and the session with it', async () => {
    localStorage.setItem(storageKeys.authToken, 'token-abc');
    const user = userEvent.setup();
    const api = mockApi({
      'POST /user/cancel-deletion': () =>
        ok({ code: 'deletionCancelled', message: 'Account deletion was cancelled!' }),
    });
    renderApp(`/confirm-account-deletion?code=${code}&cancel=1`);
    await findPageHeading('Keep your account?');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.indexOf('Keep my account')).toBeLessThan(
      buttons.indexOf('Delete my account for good'),
    );
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByText(/Nothing was deleted/)).toBeVisible();
    await findSnackbar('Account deletion was cancelled!', 'success');
    expect(api.callsTo('POST /user/cancel-deletion')[0]?.body).toEqual({ code: decoded });
    expect(api.callsTo('POST /user/confirm-deletion')).toHaveLength(0);
    expect(localStorage.getItem(storageKeys.authToken)).toBe('token-abc');
  });

  it('works for a visitor and in German', async () => {
    await changeLanguage('de');
    const user = userEvent.setup();
    mockApi({
      'POST /user/confirm-deletion': () =>
        ok({ code: 'accountDeleted', message: 'Your account has been deleted!' }),
    });
    renderApp(`/confirm-account-deletion?code=${code}`);
    await findPageHeading('Dein Konto löschen');
    await user.click(screen.getByRole('button', { name: 'Mein Konto endgültig löschen' }));
    await findSnackbar('Dein Konto wurde gelöscht!', 'success');
  });

  it('says when the link is no longer valid', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /user/confirm-deletion': () =>
        fail(400, 'invalid_deletion_code', 'This deletion link is invalid or has expired'),
    });
    renderApp(`/confirm-account-deletion?code=${code}`);
    await findPageHeading('Delete your account');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await findSnackbar('This deletion link is invalid or has expired', 'error');
    await waitFor(() => expect(screen.getByText(/This link is no longer valid/)).toBeVisible());
  });

  it('explains a missing code', async () => {
    mockApi({});
    renderApp('/confirm-account-deletion');
    await findPageHeading('Delete your account');
    expect(screen.getByText(/This page needs the link from our e-mail/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete my account for good' })).toBeNull();
  });
});
