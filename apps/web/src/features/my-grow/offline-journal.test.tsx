import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../shared/offline/app-outbox';
import { fail, mockApi, ok } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { renderApp } from '../../test/render-app';
import { aCycle, aPlant } from './test-data';

// Issue 26: a journal entry saved without a connection waits on the device, shown as waiting.

beforeAll(async () => {
  await import('./grow-cycle-detail-page');
});

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

afterEach(async () => {
  for (const item of outbox.items()) await outbox.discard(item.key);
});

const cycle = aCycle({ name: 'Attic grow' });

function cycleApi(post: () => Response | Promise<Response>) {
  return mockApi({
    [`GET /grow-cycles/${cycle.id}`]: () => ok(cycle),
    'GET /plants': () => ok([aPlant(cycle, 1)]),
    [`GET /grow-cycles/${cycle.id}/journal`]: () => ok([]),
    [`POST /grow-cycles/${cycle.id}/journal`]: post,
  });
}

describe('journal without a connection', { timeout: 20_000 }, () => {
  it('keeps the entry on the device, lists it as waiting, and lets the grower discard it', async () => {
    const user = userEvent.setup();
    const api = cycleApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp(`/my/grow-cycles/${cycle.id}`);
    const section = within(await screen.findByRole('region', { name: 'Journal' }));
    await user.click(await section.findByRole('button', { name: 'Add entry' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add entry' }));
    await user.type(screen.getByLabelText('Note'), 'Watered in the dark');
    await user.click(dialog.getByRole('button', { name: 'Add entry' }));

    await findSnackbar('Saved on this device; it will be sent when you are online', 'info');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const pending = within(section.getByRole('list', { name: 'Entries waiting on this device' }));
    expect(pending.getByText('Waiting to be sent')).toBeVisible();
    expect(pending.getByText('Watered in the dark')).toBeVisible();
    // The key the server will see on every send was made once, when the grower saved.
    const [queued] = outbox.items();
    const [tried] = api.callsTo(`POST /grow-cycles/${cycle.id}/journal`);
    expect(tried?.headers.get('Idempotency-Key')).toBe(queued?.key);

    await user.click(pending.getByRole('button', { name: /^Discard Watering on/ }));
    await waitFor(() =>
      expect(section.queryByRole('list', { name: 'Entries waiting on this device' })).toBeNull(),
    );
    expect(outbox.items()).toEqual([]);
  });

  it('shows a write the server refused as not sent, with its reason, and stops sending it', async () => {
    const api = cycleApi(() => fail(404, 'not_found', 'Resource not found'));
    await outbox.add({
      key: 'refused-key-00000',
      kind: 'journal',
      cycleId: cycle.id,
      body: { date: '2026-01-20', kind: 'feed' },
    });
    await outbox.flush();
    await outbox.flush();
    expect(api.callsTo(`POST /grow-cycles/${cycle.id}/journal`)).toHaveLength(1);
    renderApp(`/my/grow-cycles/${cycle.id}`);
    const section = within(await screen.findByRole('region', { name: 'Journal' }));
    expect(await section.findByText('Not sent: Resource not found')).toBeVisible();
  });

  it('opens the form on a feed when the dashboard asks (?journal=feed)', async () => {
    cycleApi(() => ok({}, 201));
    const { router } = renderApp(`/my/grow-cycles/${cycle.id}?journal=feed`);
    await screen.findByRole('dialog', { name: 'Add entry' });
    expect(field('What')).toHaveValue('Feeding');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
