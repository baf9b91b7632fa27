import { storageKeys } from '@maryjane/contract/constants';
import { addDays } from '@maryjane/contract/dates';
import type { CreatedShareLink } from '@maryjane/contract/sharing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localToday } from '../../../shared/ui/dates';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { field, findSnackbar } from '../../../test/fields';
import { findPageHeading, renderApp } from '../../../test/render-app';
import { aCycle, uuid } from '../test-data';

beforeAll(async () => {
  await import('../grow-cycle-detail-page');
});

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const cycle = aCycle({ name: 'Attic grow' });
const token = 'A'.repeat(40) + '_-9';
const today = localToday();
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`;

function cycleApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET /grow-cycles/${cycle.id}`]: () => ok(cycle),
    'GET /plants': () => ok([]),
    [`GET /grow-cycles/${cycle.id}/journal`]: () => ok([]),
    [`GET /grow-cycles/${cycle.id}/feeding-plan`]: () => ok({ rows: [] }),
    [`GET /grow-cycles/${cycle.id}/photos`]: () => ok([]),
    ...extra,
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderApp(`/my/grow-cycles/${cycle.id}`);
  await findPageHeading('Attic grow');
  await user.click(screen.getByRole('button', { name: 'Share' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Share Attic grow' }));
  return { user, dialog };
}

describe('sharing a grow', { timeout: 20_000 }, () => {
  it('creates a link and shows its address once, to copy', async () => {
    const created: CreatedShareLink = {
      id: uuid(),
      cycleId: cycle.id,
      cycleName: cycle.name,
      displayName: 'Green Thumb',
      expiresOn: addDays(today, 14),
      createdAt: '2026-04-02T09:00:00.000Z',
      expired: false,
      token,
    };
    const api = cycleApi({ 'POST /share-links': () => ok(created, 201) });
    const { user, dialog } = await openDialog();
    expect(dialog.getByText('Shown on the page; leave empty to stay anonymous.')).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: 'Display name' }), 'Green Thumb');
    await user.type(field('Works until'), usDate(addDays(today, 14)));
    await user.click(dialog.getByRole('button', { name: 'Create link' }));
    await findSnackbar('The link was created', 'success');
    expect(api.callsTo('POST /share-links')[0]?.body).toEqual({
      cycleId: cycle.id,
      displayName: 'Green Thumb',
      expiresOn: addDays(today, 14),
    });
    const address = `${window.location.origin}/shared/${token}`;
    expect(dialog.getByRole('textbox', { name: 'Link address' })).toHaveValue(address);
    expect(dialog.getByText(/shown only this once/)).toBeInTheDocument();
    expect(dialog.getByText(/not your e-mail, location or sensors/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(dialog.getByRole('link', { name: /Shared grows/ })).toHaveAttribute(
      'href',
      '/my/friends',
    );

    // Closed and opened again, the dialog starts over: the address is gone for good.
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const again = within(await screen.findByRole('dialog', { name: 'Share Attic grow' }));
    expect(again.queryByDisplayValue(address)).toBeNull();
    expect(again.getByRole('button', { name: 'Create link' })).toBeVisible();
  });

  it('refuses an expiry that is not after today before asking the server', async () => {
    const api = cycleApi();
    const { user, dialog } = await openDialog();
    await user.type(field('Works until'), usDate(today));
    await user.click(dialog.getByRole('button', { name: 'Create link' }));
    expect(await dialog.findByText('The date must be after today')).toBeVisible();
    expect(api.callsTo('POST /share-links')).toHaveLength(0);
  });

  it('shows the server’s field error on its field', async () => {
    cycleApi({
      'POST /share-links': () =>
        fail(422, 'validation_failed', 'Validation error', [
          {
            field: 'expiresOn',
            code: 'dateNotAfterToday',
            message: 'The date must be after today',
          },
        ]),
    });
    const { user, dialog } = await openDialog();
    await user.type(field('Works until'), usDate(addDays(today, 1)));
    await user.click(dialog.getByRole('button', { name: 'Create link' }));
    expect(await dialog.findByText('The date must be after today')).toBeVisible();
  });
});
