import { storageKeys } from '@maryjane/contract/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localToday } from '../../shared/ui/dates';
import { json, mockApi, ok, okWithLegal } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { findPageHeading, renderApp } from '../../test/render-app';
import { healthGuidePath } from './plant-records/health-guide-link';
import { aCycle, aJournalEntry, aPlant, aHarvestCheck } from './test-data';

beforeAll(async () => {
  // The page is a lazy chunk: load it once up front, so no test waits for the first transform.
  await import('./plant-page');
});

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const cycle = aCycle({
  name: 'Attic grow',
  phase: 'vegetative',
  reached: { vegetative: '2026-03-04' },
});
const lady = aPlant(cycle, 2, { name: 'Lemon Lady', sex: 'female' });
const other = aPlant(cycle, 1);
const entries = [
  aJournalEntry(cycle, {
    kind: 'measure',
    date: '2026-03-10',
    heightCm: 12,
    amountL: null,
    ph: null,
    plantId: lady.id,
  }),
  aJournalEntry(cycle, {
    kind: 'measure',
    date: '2026-03-20',
    heightCm: 31.5,
    amountL: null,
    ph: null,
    plantId: lady.id,
  }),
  aJournalEntry(cycle, {
    kind: 'measure',
    date: '2026-03-15',
    heightCm: 99,
    amountL: null,
    ph: null,
    plantId: other.id,
  }),
  aJournalEntry(cycle, { kind: 'water', date: '2026-03-18', amountL: 2, ph: 6.2 }),
  aJournalEntry(cycle, {
    kind: 'observe',
    date: '2026-03-21',
    health: 'spider_mites',
    amountL: null,
    ph: null,
    note: 'Webs under the top leaves',
    plantId: lady.id,
  }),
];

function plantApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET /plants/${lady.id}`]: () => ok(lady),
    [`GET /grow-cycles/${cycle.id}`]: () => ok(cycle),
    [`GET /grow-cycles/${cycle.id}/journal`]: () => ok(entries),
    [`GET /grow-cycles/${cycle.id}/harvests`]: () =>
      json(200, { data: [], legal: aHarvestCheck() }),
    'GET /plants': () => ok([other, lady]),
    ...extra,
  });
}

describe('the plant page', { timeout: 20_000 }, () => {
  it('shows the plant, its height chart and its timeline with the guide for what was seen', async () => {
    plantApi();
    renderApp(`/my/plants/${lady.id}`);
    await findPageHeading('2. Lemon Lady');
    const summary = within(screen.getByRole('region', { name: 'Plant' }));
    expect(summary.getByText('Growing')).toBeInTheDocument();
    expect(summary.getByText('Female')).toBeInTheDocument();
    expect(summary.getByRole('link', { name: 'Attic grow' })).toHaveAttribute(
      'href',
      `/my/grow-cycles/${cycle.id}`,
    );

    // The chart has a point per height of this plant, none of the other plant's.
    const chart = await screen.findByRole('img', { name: 'Height of 2. Lemon Lady' });
    expect(chart.querySelectorAll('[data-part="point"]')).toHaveLength(2);
    const table = within(screen.getByRole('table', { name: 'Height of 2. Lemon Lady' }));
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('12'), expect.stringContaining('31.5')]);
    expect(table.queryByText('99')).toBeNull();

    // The timeline: the plant's and the whole cycle's entries, newest first.
    const timeline = within(screen.getByRole('list', { name: 'Timeline' }));
    const items = timeline.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Spider mites');
    expect(within(items[2] as HTMLElement).getByText('Whole cycle')).toBeInTheDocument();
    expect(timeline.queryByText('99 cm')).toBeNull();
    expect(timeline.getByRole('link', { name: 'Guide: Spider mites' })).toHaveAttribute(
      'href',
      '/guides/growing/troubleshooting/pests-spider-mites-gnats-thrips-aphids#spider-mites',
    );
    // German readers land on the German heading.
    expect(healthGuidePath('spider_mites', 'de')).toBe(
      '/guides/growing/troubleshooting/pests-spider-mites-gnats-thrips-aphids#spinnmilben',
    );
  });

  it('removes a plant with a reason, which it asks for first', async () => {
    const user = userEvent.setup();
    const api = plantApi({
      [`PATCH /plants/${lady.id}`]: () =>
        okWithLegal(
          { ...lady, status: 'removed', statusReason: 'male', statusDate: localToday() },
          undefined,
          200,
        ),
    });
    renderApp(`/my/plants/${lady.id}`);
    await findPageHeading('2. Lemon Lady');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Status of 2. Lemon Lady' }));
    await user.click(dialog.getByRole('radio', { name: 'Removed' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(field('Why it was removed')).toHaveAccessibleDescription('This field is required');
    expect(api.callsTo(`PATCH /plants/${lady.id}`)).toHaveLength(0);

    await user.click(field('Why it was removed'));
    await user.click(await screen.findByRole('option', { name: 'Male' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await findSnackbar('The plant was saved', 'success');
    expect(api.callsTo(`PATCH /plants/${lady.id}`)[0]?.body).toEqual({
      sex: 'female',
      status: 'removed',
      statusReason: 'male',
      statusNote: null,
      statusDate: localToday(),
    });
  });

  it('adds a height to this plant from the quick actions', async () => {
    const user = userEvent.setup();
    const added = aJournalEntry(cycle, { kind: 'measure', heightCm: 40, plantId: lady.id });
    const api = plantApi({
      [`POST /grow-cycles/${cycle.id}/journal`]: () => json(201, { data: added, stock: [] }),
    });
    renderApp(`/my/plants/${lady.id}`);
    await findPageHeading('2. Lemon Lady');
    await user.click(
      within(screen.getByRole('group', { name: /timeline/ })).getByRole('button', {
        name: 'Height',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Add entry' }));
    expect(field('What')).toHaveValue('Measurement');
    expect(field('Plant')).toHaveValue('Lemon Lady');
    await user.click(dialog.getByRole('button', { name: 'Add entry' }));
    expect(field('Height (cm)')).toHaveAccessibleDescription('This field is required');
    await user.type(field('Height (cm)'), '40');
    await user.click(dialog.getByRole('button', { name: 'Add entry' }));
    await findSnackbar('The entry was added', 'success');
    expect(api.callsTo(`POST /grow-cycles/${cycle.id}/journal`)[0]?.body).toEqual({
      date: localToday(),
      kind: 'measure',
      plantId: lady.id,
      amountL: null,
      ph: null,
      ec: null,
      note: null,
      heightCm: 40,
    });
  });

  it('deletes a timeline entry after asking', async () => {
    const user = userEvent.setup();
    const mites = entries[4];
    const api = plantApi({
      [`DELETE /journal/${mites?.id ?? ''}`]: () => new Response(null, { status: 204 }),
    });
    renderApp(`/my/plants/${lady.id}`);
    const timeline = within(await screen.findByRole('list', { name: 'Timeline' }));
    await user.click(timeline.getAllByRole('button', { name: /^Delete/ })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this entry?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await findSnackbar('The entry was deleted', 'success');
    expect(api.callsTo(`DELETE /journal/${mites?.id ?? ''}`)).toHaveLength(1);
  });

  it('says so when the plant does not exist', async () => {
    mockApi({});
    renderApp('/my/plants/not-a-plant');
    expect(await screen.findByRole('heading', { name: 'Plant not found' })).toBeInTheDocument();
  });
});
