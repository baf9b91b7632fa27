import { storageKeys } from '@maryjane/contract/constants';
import { addDays } from '@maryjane/contract/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fail, json, mockApi, ok, okWithLegal } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { findPageHeading, renderApp } from '../../test/render-app';
import { aCycle, aJournalEntry, aPlant, uuid, aHarvestCheck } from './test-data';
import { localToday } from '../../shared/ui/dates';

beforeAll(async () => {
  // The page is a lazy chunk: load it once up front, so no test waits for the first transform.
  await import('./grow-cycle-detail-page');
});

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const today = localToday();
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`;

/** Flowering for 20 days, after the move from vegetative: it may go on, or back once. */
const flowering = aCycle({
  name: 'Attic grow',
  phase: 'flowering',
  startDate: addDays(today, -60),
  reached: { vegetative: addDays(today, -57), flowering: addDays(today, -20) },
  lastMove: 'forward',
  environment: { id: uuid(), name: 'Attic tent' },
  growMedium: 'coco',
  numberOfPlants: 2,
  history: [
    {
      from: 'germinate',
      to: 'vegetative',
      direction: 'forward',
      date: addDays(today, -57),
      recordedAt: '2026-03-04T10:00:00.000Z',
    },
    {
      from: 'vegetative',
      to: 'flowering',
      direction: 'forward',
      date: addDays(today, -20),
      recordedAt: '2026-04-10T10:00:00.000Z',
    },
  ],
});
const plants = [aPlant(flowering, 1), aPlant(flowering, 2, { name: 'Lemon Lady' })];

function detailApi(cycle = flowering, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET /grow-cycles/${cycle.id}`]: () => ok(cycle),
    'GET /plants': () => ok(cycle === flowering ? plants : [aPlant(cycle, 1)]),
    [`GET /grow-cycles/${cycle.id}/journal`]: () => ok([]),
    [`GET /grow-cycles/${cycle.id}/harvests`]: () =>
      json(200, { data: [], legal: aHarvestCheck() }),
    [`GET /grow-cycles/${cycle.id}/feeding-plan`]: () => ok({ rows: [] }),
    ...extra,
  });
}

const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));

describe('grow cycle detail', { timeout: 20_000 }, () => {
  it('shows the cycle, its phases with real and expected days, and its history', async () => {
    detailApi();
    renderApp(`/my/grow-cycles/${flowering.id}`);
    await findPageHeading('Attic grow');
    await waitFor(() => expect(document.title).toBe('Attic grow · MaryJane'));
    expect(screen.getByText('Northern Lights by Sensi Seeds')).toBeInTheDocument();
    expect(screen.getByText('Coco')).toBeInTheDocument();
    expect(screen.getByText('2 plants')).toBeInTheDocument();
    expect(screen.getByText('Attic tent')).toBeInTheDocument();

    const phases = within(screen.getByRole('region', { name: 'Phases' }));
    const items = phases.getAllByRole('listitem').slice(0, 5);
    expect(
      items.map((item) => item.querySelector('p, span')?.textContent?.split(' · ')[0]),
    ).toEqual(['Germination', 'Vegetative', 'Flowering', 'Harvest', 'Complete']);
    const fmt = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    const day = (iso: string) => fmt.format(new Date(`${iso}T00:00:00Z`));
    const [germinate, vegetative, flower, harvest] = flowering.schedule.phases;
    expect(items[0]).toHaveTextContent('done');
    // Intl puts thin spaces around the dash; the matcher compares collapsed whitespace.
    const actualRange = fmt
      .formatRange(
        new Date(`${germinate?.actualStart}T00:00:00Z`),
        new Date(`${germinate?.actualEnd}T00:00:00Z`),
      )
      .replace(/\s+/g, ' ');
    expect(items[0]).toHaveTextContent(actualRange);
    expect(items[1]).toHaveTextContent('done');
    expect(vegetative?.status).toBe('done');
    expect(items[2]).toHaveTextContent(`now`);
    expect(items[2]).toHaveTextContent(`Since ${day(flower?.actualStart ?? '')}`);
    expect(items[3]).toHaveTextContent('ahead');
    expect(items[3]).toHaveTextContent(`Expected start: ${day(harvest?.start.typical ?? '')} (`);

    const history = phases.getByText('Phase changes').parentElement as HTMLElement;
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${day(addDays(today, -20))}: Vegetative → Flowering`,
      `${day(addDays(today, -57))}: Germination → Vegetative`,
    ]);
  });

  it('offers only the allowed moves', async () => {
    detailApi();
    const view = renderApp(`/my/grow-cycles/${flowering.id}`);
    await findPageHeading('Attic grow');
    expect(screen.getByRole('button', { name: 'Move to Harvest' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Vegetative' })).toBeInTheDocument();
    expect(screen.getByText(/Moved on too early by mistake/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to Complete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to Germination' })).toBeNull();
    view.unmount();

    const fresh = aCycle({ name: 'Fresh', phase: 'germinate', startDate: today });
    detailApi(fresh);
    renderApp(`/my/grow-cycles/${fresh.id}`);
    await findPageHeading('Fresh');
    expect(screen.getByRole('button', { name: 'Move to Vegetative' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Back to/ })).toBeNull();
  });

  it('moves forward on the day the grower gives', async () => {
    const user = userEvent.setup();
    const harvested = { ...flowering, phase: 'harvest' as const, allowedMoves: [] };
    const api = detailApi(flowering, {
      [`POST /grow-cycles/${flowering.id}/phase`]: () => ok(harvested),
    });
    renderApp(`/my/grow-cycles/${flowering.id}`);
    await user.click(await screen.findByRole('button', { name: 'Move to Harvest' }));
    const dialog = await dialogNamed('Move to Harvest');
    expect(field('Day of the change')).toHaveValue(usDate(today));
    const cut = addDays(today, -2);
    await user.clear(field('Day of the change'));
    await user.type(field('Day of the change'), usDate(cut));
    await user.click(dialog.getByRole('button', { name: 'Move to Harvest' }));
    await findSnackbar('The cycle is now in Harvest', 'success');
    expect(api.callsTo(`POST /grow-cycles/${flowering.id}/phase`)[0]?.body).toEqual({
      phase: 'harvest',
      date: cut,
    });
  });

  it('shows the server refusing a move on the fields', async () => {
    const user = userEvent.setup();
    let answer = fail(422, 'validation_failed', 'Invalid', [
      { field: 'phase', code: 'phaseMove', message: 'This phase change is not allowed' },
    ]);
    detailApi(flowering, { [`POST /grow-cycles/${flowering.id}/phase`]: () => answer });
    renderApp(`/my/grow-cycles/${flowering.id}`);
    await user.click(await screen.findByRole('button', { name: 'Move to Harvest' }));
    const dialog = await dialogNamed('Move to Harvest');
    await user.click(dialog.getByRole('button', { name: 'Move to Harvest' }));
    await waitFor(() =>
      expect(field('New phase')).toHaveAccessibleDescription('This phase change is not allowed'),
    );

    answer = fail(422, 'validation_failed', 'Invalid', [
      { field: 'date', code: 'dateTooEarly', message: 'The date cannot be before …' },
    ]);
    await user.click(dialog.getByRole('button', { name: 'Move to Harvest' }));
    await waitFor(() =>
      expect(field('Day of the change')).toHaveAccessibleDescription(
        /^The date cannot be before the current phase began/,
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Move to Harvest' })).toBeInTheDocument();
  });

  it(
    'asks for the past phase changes of a back-dated cycle and moves once per phase',
    {
      timeout: 40_000,
    },
    async () => {
      const user = userEvent.setup();
      const start = addDays(today, -60);
      const late = aCycle({ name: 'Late entry', startDate: start });
      const vegetative = aCycle({
        ...late,
        phase: 'vegetative',
        reached: { vegetative: addDays(start, 5) },
        lastMove: 'forward',
      });
      const flowered = aCycle({
        ...late,
        phase: 'flowering',
        reached: { vegetative: addDays(start, 5), flowering: addDays(start, 40) },
        lastMove: 'forward',
      });
      const answers = [vegetative, flowered];
      const api = detailApi(late, {
        [`POST /grow-cycles/${late.id}/phase`]: () => ok(answers.shift()),
      });
      renderApp(`/my/grow-cycles/${late.id}`);
      await findPageHeading('Late entry');
      await user.click(screen.getByRole('button', { name: 'Enter past phase changes' }));
      const dialog = await dialogNamed('Enter past phase changes');
      const vegetativeField = () => field('Vegetative began on');
      const floweringField = () => field('Flowering began on');

      // A later phase without the one before it, a day in the future, days out of order:
      await user.type(floweringField(), usDate(addDays(start, 40)));
      await user.click(dialog.getByRole('button', { name: 'Save phase changes' }));
      expect(vegetativeField()).toHaveAccessibleDescription('This field is required');
      await user.type(vegetativeField(), usDate(addDays(today, 2)));
      await user.click(dialog.getByRole('button', { name: 'Save phase changes' }));
      expect(vegetativeField()).toHaveAccessibleDescription('The date cannot be in the future');
      // flowering before vegetation began
      await user.clear(vegetativeField());
      await user.type(vegetativeField(), usDate(addDays(start, 45)));
      await user.click(dialog.getByRole('button', { name: 'Save phase changes' }));
      expect(floweringField()).toHaveAccessibleDescription(
        'The date cannot be before the current phase began',
      );
      expect(api.callsTo(`POST /grow-cycles/${late.id}/phase`)).toHaveLength(0);

      await user.clear(vegetativeField());
      await user.type(vegetativeField(), usDate(addDays(start, 5)));
      await user.click(dialog.getByRole('button', { name: 'Save phase changes' }));
      await findSnackbar('2 phase changes saved', 'success');
      expect(api.callsTo(`POST /grow-cycles/${late.id}/phase`).map((call) => call.body)).toEqual([
        { phase: 'vegetative', date: addDays(start, 5) },
        { phase: 'flowering', date: addDays(start, 40) },
      ]);
    },
  );

  it('asks to move on when a phase takes too long', async () => {
    const user = userEvent.setup();
    const stuck = aCycle({ name: 'Stuck', startDate: addDays(today, -57) });
    let current = stuck;
    const api = detailApi(stuck, {
      [`GET /grow-cycles/${stuck.id}`]: () => ok(current),
      [`POST /grow-cycles/${stuck.id}/phase`]: () => {
        current = aCycle({ ...stuck, phase: 'vegetative', reached: { vegetative: today } });
        return ok(current);
      },
    });
    renderApp(`/my/grow-cycles/${stuck.id}`);
    await findPageHeading('Stuck');
    const phases = within(await screen.findByRole('region', { name: 'Phases' }));
    expect(phases.getByText('Germination is taking longer than usual')).toBeInTheDocument();
    await user.click(phases.getByRole('button', { name: 'Yes, move to Vegetative' }));
    await waitFor(() => expect(phases.queryByText(/taking longer than usual/)).toBeNull());
    expect(api.callsTo(`POST /grow-cycles/${stuck.id}/phase`)[0]?.body).toEqual({
      phase: 'vegetative',
      date: today,
    });
  });

  it('goes back without a date, as a correction', async () => {
    const user = userEvent.setup();
    const api = detailApi(flowering, {
      [`POST /grow-cycles/${flowering.id}/phase`]: () =>
        ok({ ...flowering, phase: 'vegetative', allowedMoves: ['flowering'] }),
    });
    renderApp(`/my/grow-cycles/${flowering.id}`);
    await user.click(await screen.findByRole('button', { name: 'Back to Vegetative' }));
    const dialog = await dialogNamed('Back to Vegetative');
    expect(dialog.getByText(/This corrects a mistake/)).toBeInTheDocument();
    expect(dialog.queryByLabelText(/Day of the change/)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Go back to Vegetative' }));
    await findSnackbar('The cycle is now in Vegetative', 'success');
    expect(api.callsTo(`POST /grow-cycles/${flowering.id}/phase`)[0]?.body).toEqual({
      phase: 'vegetative',
    });
  });

  it('lists what to do next; autoflowering plants need no light switch', async () => {
    const photo = aCycle({
      name: 'Photo',
      phase: 'vegetative',
      startDate: addDays(today, -10),
      reached: { vegetative: addDays(today, -7) },
    });
    detailApi(photo);
    const view = renderApp(`/my/grow-cycles/${photo.id}`);
    const tasks = within(await screen.findByRole('region', { name: 'Next steps' }));
    await userEvent.setup().click(tasks.getByRole('button', { name: /^Show all/ }));
    expect(tasks.getByText('Switch the light to 12/12 to start flowering')).toBeInTheDocument();
    expect(
      tasks.getByText(
        'Taper the feed before the cut: give less nutrient step by step without starving the plants (a plain-water flush is not needed)',
      ),
    ).toBeInTheDocument();
    expect(tasks.queryByText(/Germinate the seeds/)).toBeNull(); // in the past
    view.unmount();

    const auto = aCycle({
      name: 'Auto',
      floweringType: 'autoflowering',
      phase: 'vegetative',
      startDate: addDays(today, -10),
      reached: { vegetative: addDays(today, -7) },
    });
    detailApi(auto);
    renderApp(`/my/grow-cycles/${auto.id}`);
    const autoTasks = within(await screen.findByRole('region', { name: 'Next steps' }));
    await userEvent.setup().click(autoTasks.getByRole('button', { name: /^Show all/ }));
    expect(
      autoTasks.getByText(
        'Taper the feed before the cut: give less nutrient step by step without starving the plants (a plain-water flush is not needed)',
      ),
    ).toBeInTheDocument();
    expect(autoTasks.queryByText(/Switch the light/)).toBeNull();
  });

  it('adds a journal entry and checks the pH', async () => {
    const user = userEvent.setup();
    const entry = aJournalEntry(flowering, {
      kind: 'feed',
      date: today,
      amountL: 1.5,
      ph: 6.2,
      ec: 1.4,
      plantId: plants[1]?.id ?? null,
    });
    let journal: unknown[] = [];
    const api = detailApi(flowering, {
      [`GET /grow-cycles/${flowering.id}/journal`]: () => ok(journal),
      [`POST /grow-cycles/${flowering.id}/journal`]: () => {
        journal = [entry];
        return json(201, { data: entry, stock: [] });
      },
    });
    renderApp(`/my/grow-cycles/${flowering.id}`);
    const section = within(await screen.findByRole('region', { name: 'Journal' }));
    expect(await section.findByText(/No entries yet/)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Add entry' }));
    const dialog = await dialogNamed('Add entry');
    expect(field('Date')).toHaveValue(usDate(today));
    await user.click(field('What'));
    await user.click(await screen.findByRole('option', { name: 'Feeding' }));
    await user.click(field('Plant'));
    await user.click(await screen.findByRole('option', { name: 'Lemon Lady' }));
    await user.type(field('Amount (litres)'), '1,5');
    await user.type(field('pH'), '15');
    await user.type(field('EC (mS/cm)'), '1.4');
    await user.type(screen.getByLabelText('Note'), 'First bloom nutrients');
    await user.click(dialog.getByRole('button', { name: 'Add entry' }));
    expect(field('pH')).toHaveAccessibleDescription('Enter a number from 0 to 14');
    await user.clear(field('pH'));
    await user.type(field('pH'), '6.2');
    await user.click(dialog.getByRole('button', { name: 'Add entry' }));

    await findSnackbar('The entry was added', 'success');
    expect(api.callsTo(`POST /grow-cycles/${flowering.id}/journal`)[0]?.body).toEqual({
      date: today,
      kind: 'feed',
      plantId: plants[1]?.id,
      amountL: 1.5,
      ph: 6.2,
      ec: 1.4,
      note: 'First bloom nutrients',
      feed: [],
    });
    const list = within(await section.findByRole('list', { name: 'Journal' }));
    expect(list.getByText('1.5 L · pH 6.2 · EC 1.4 mS/cm')).toBeInTheDocument();
    expect(list.getByText('Lemon Lady')).toBeInTheDocument();
  });

  it('renames a plant, and says why the server keeps the last one', async () => {
    const user = userEvent.setup();
    const first = plants[0];
    if (!first) throw new Error('no plant');
    const api = detailApi(flowering, {
      [`PATCH /plants/${first.id}`]: () =>
        okWithLegal({ ...first, name: 'Big Bud' }, undefined, 200),
      [`DELETE /plants/${first.id}`]: () =>
        fail(409, 'last_plant', 'A grow cycle keeps at least one plant'),
    });
    renderApp(`/my/grow-cycles/${flowering.id}`);
    const section = within(await screen.findByRole('region', { name: 'Plants (2)' }));
    await user.click(await section.findByRole('button', { name: 'Rename Plant 1' }));
    await dialogNamed('Rename Plant 1');
    await user.type(field('Name'), 'Big Bud');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findSnackbar('The plant was saved', 'success');
    expect(api.callsTo(`PATCH /plants/${first.id}`)[0]?.body).toEqual({
      name: 'Big Bud',
      notes: null,
    });

    await user.click(section.getByRole('button', { name: 'Delete Plant 1' }));
    const confirm = await dialogNamed('Delete Plant 1?');
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await findSnackbar('A grow cycle keeps at least one plant. Delete the cycle instead.', 'error');
  });

  it('deletes the cycle after asking, and returns to the list', async () => {
    const user = userEvent.setup();
    const api = detailApi(flowering, {
      [`DELETE /grow-cycles/${flowering.id}`]: () => new Response(null, { status: 204 }),
      'GET /grow-cycles': () => ok([]),
      'GET /legal-check': () =>
        ok({ applies: false, country: null, adults: 1, limit: null, plants: 0, exceeded: false }),
    });
    const { router } = renderApp(`/my/grow-cycles/${flowering.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await dialogNamed('Delete Attic grow?');
    expect(confirm.getByText(/Its plants and journal are deleted with it/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await findSnackbar('Attic grow was deleted', 'success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/grow-cycles'));
    expect(api.callsTo(`DELETE /grow-cycles/${flowering.id}`)).toHaveLength(1);
    // The deleted cycle is not asked for again.
    expect(api.callsTo(`GET /grow-cycles/${flowering.id}`)).toHaveLength(1);
  });

  it('says so when the cycle does not exist', async () => {
    const id = uuid();
    mockApi({ [`GET /grow-cycles/${id}`]: () => fail(404, 'not_found', 'Not found') });
    renderApp(`/my/grow-cycles/${id}`);
    await findPageHeading('Grow cycle not found');
    expect(screen.getByRole('link', { name: 'All grow cycles' })).toHaveAttribute(
      'href',
      '/my/grow-cycles',
    );
  });
});
