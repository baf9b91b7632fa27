import { storageKeys } from '@maryjane/contract/constants';
import type { Photo } from '@maryjane/contract/photos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, json, mockApi, ok } from '../../test/api-mock';
import { findSnackbar } from '../../test/fields';
import { renderApp } from '../../test/render-app';
import { aCycle, aJournalEntry, aPlant } from './test-data';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const tent = aCycle({ name: 'Tent grow' });
const lady = aPlant(tent, 2, { name: 'Lemon Lady' });

function aPhoto(id: string, takenOn: string): Photo {
  return {
    id,
    cycleId: tent.id,
    plantId: lady.id,
    entryId: null,
    takenOn,
    width: 2560,
    height: 1920,
    createdAt: `${takenOn}T10:00:00.000Z`,
    thumbUrl: `/api/photos/${id}/thumb?expires=1&signature=s`,
    largeUrl: `/api/photos/${id}/large?expires=1&signature=s`,
    urlsExpireAt: '2026-03-13T11:00:00.000Z',
  };
}

const photos = [
  aPhoto('00000000-0000-4000-8000-000000000001', '2026-03-12'),
  aPhoto('00000000-0000-4000-8000-000000000002', '2026-03-12'),
  aPhoto('00000000-0000-4000-8000-000000000003', '2026-03-01'),
];

async function openPlantPhotos(handlers: Parameters<typeof mockApi>[0] = {}) {
  const user = userEvent.setup();
  const api = mockApi({
    'GET /plants': () => ok([lady]),
    [`GET /grow-cycles/${tent.id}/photos`]: () => ok(photos),
    ...handlers,
  });
  renderApp('/my/plants');
  await user.click(await screen.findByRole('button', { name: 'Photos of Lemon Lady' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Photos of Lemon Lady' }));
  return { user, api, dialog };
}

describe('a plant’s photos', { timeout: 20_000 }, () => {
  it('shows a timeline by day and a lightbox the keyboard drives', async () => {
    const { user, api, dialog } = await openPlantPhotos({
      [`DELETE /photos/${photos[1]?.id}`]: () => new Response(null, { status: 204 }),
    });
    const days = await dialog.findAllByRole('region');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Mar 12, 2026',
      'Mar 1, 2026',
    ]);
    const [first] = within(must(days[0])).getAllByRole('img');
    expect(first).toHaveAttribute('alt', 'Photo of Lemon Lady, Mar 12, 2026');
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width', '480');
    expect(first).toHaveAttribute('height', '360');
    expect(api.callsTo(`GET /grow-cycles/${tent.id}/photos`)[0]).toBeDefined();

    const thumbnails = dialog.getAllByRole('button', { name: /^Photo of Lemon Lady/ });
    thumbnails[0]?.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('1 of 3');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByText('3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
    const lightbox = [...document.querySelectorAll('img')].find(
      (image) => image.getAttribute('src') === photos[1]?.largeUrl,
    );
    expect(lightbox).toHaveAttribute('alt', 'Photo of Lemon Lady, Mar 12, 2026');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('2 of 3')).toBeNull());
    // Focus returns to the thumbnail of the photo last shown.
    expect(screen.getByRole('dialog', { name: 'Photos of Lemon Lady' })).toBeInTheDocument();
    await waitFor(() => expect(thumbnails[1]).toHaveFocus());

    await user.keyboard('{Enter}');
    await screen.findByText('2 of 3');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this photo?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await findSnackbar('The photo was deleted', 'success');
    expect(api.callsTo(`DELETE /photos/${photos[1]?.id}`)).toHaveLength(1);
  });

  it('says for each file why it could not be added', async () => {
    let answer = 0;
    const { user, api, dialog } = await openPlantPhotos({
      [`POST /grow-cycles/${tent.id}/photos`]: () =>
        [
          () => fail(413, 'photo_too_large', 'The photo must be at most 15 MB'),
          () => fail(422, 'photo_type', 'The photo must be a JPG, PNG, WebP or AVIF image'),
          () => ok(must(photos[0]), 201),
        ][answer++]?.() ?? fail(500, 'internal_error', 'boom'),
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('multiple');
    const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
    await user.upload(must(input), [file('big.jpg'), file('notes.jpg'), file('bud.jpg')]);

    expect(await dialog.findByText('bud.jpg was added')).toBeInTheDocument();
    expect(dialog.getByText('big.jpg could not be added')).toBeInTheDocument();
    expect(dialog.getByText('The photo is larger than 15 MB.')).toBeInTheDocument();
    expect(dialog.getByText('notes.jpg could not be added')).toBeInTheDocument();
    expect(
      dialog.getByText(/^This is no photo we can read\. Choose a JPG, PNG, WebP or AVIF image/),
    ).toBeInTheDocument();
    const sent = api.callsTo(`POST /grow-cycles/${tent.id}/photos`);
    expect(sent).toHaveLength(3);
    const form = sent[0]?.body as FormData;
    expect(form.get('plantId')).toBe(lady.id);
    expect((form.get('photo') as File).name).toBe('big.jpg');
  });
});

describe('photos of a journal entry', { timeout: 20_000 }, () => {
  it('are uploaded with the saved entry’s id, and a failed one keeps the form open', async () => {
    const user = userEvent.setup();
    const entry = aJournalEntry(tent, { kind: 'water', date: '2026-03-12' });
    let answer = 0;
    const api = mockApi({
      [`GET /grow-cycles/${tent.id}`]: () => ok(tent),
      'GET /plants': () => ok([lady]),
      [`GET /grow-cycles/${tent.id}/journal`]: () => ok([]),
      [`GET /grow-cycles/${tent.id}/photos`]: () => ok([]),
      [`POST /grow-cycles/${tent.id}/journal`]: () => json(201, { data: entry, stock: [] }),
      [`POST /grow-cycles/${tent.id}/photos`]: () =>
        answer++ === 0
          ? ok({ ...must(photos[0]), entryId: entry.id }, 201)
          : fail(413, 'photo_too_large', 'The photo must be at most 15 MB'),
    });
    renderApp(`/my/grow-cycles/${tent.id}`);
    const journal = within(await screen.findByRole('region', { name: 'Journal' }));
    await user.click(await journal.findByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add entry' });
    const input = must(dialog.querySelector<HTMLInputElement>('input[type="file"]'));
    const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
    await user.upload(input, [file('roots.jpg'), file('huge.jpg')]);
    expect(within(dialog).getByText('roots.jpg (added when the entry is saved)')).toBeVisible();
    expect(api.callsTo(`POST /grow-cycles/${tent.id}/photos`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    await findSnackbar('The entry was added', 'success');
    expect(await within(dialog).findByText('huge.jpg could not be added')).toBeVisible();
    expect(within(dialog).getByText('roots.jpg was added')).toBeVisible();
    const sent = api.callsTo(`POST /grow-cycles/${tent.id}/photos`);
    expect(sent.map((call) => (call.body as FormData).get('entryId'))).toEqual([
      entry.id,
      entry.id,
    ]);
    expect((sent[0]?.body as FormData).get('takenOn')).toBe('2026-03-12');
    // The entry is saved: only closing is left.
    expect(within(dialog).queryByRole('button', { name: 'Add entry' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add entry' })).toBeNull());
  });
});

function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('missing');
  return value;
}
