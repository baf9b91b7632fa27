import type { CalendarEvent, CalendarFeed } from '@maryjane/contract/calendar';
import type { CatalogueItem, Page } from '@maryjane/contract/catalogue';
import { addDays, todayIso } from '@maryjane/contract/dates';
import type { FeedingPlan, StockWarning } from '@maryjane/contract/feeding';
import type { GrowCycle, JournalEntry } from '@maryjane/contract/grow-cycles';
import type { InventoryItem, InventoryMovement } from '@maryjane/contract/inventory';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';
import { maryWithSeeds, winterGrow } from './test-fixtures';

// Feeding from the grower's own nutrients (issue 26): a feed entry takes dose × water volume
// out of the supplies' stock; a feeding plan per cycle becomes weekly feed tasks.

const t = useTestApp({ seed: true });

async function supplies(client: Client, name: string, extra: Record<string, unknown> = {}) {
  const item = must(
    (await client.get<Page<CatalogueItem>>(`/api/supply-items?q=${encodeURIComponent(name)}`))
      .items[0],
  );
  return client.post<InventoryItem>('/api/inventory/supplies', { itemId: item.id, ...extra });
}

async function growerWithNutrients() {
  const { mary, photoSeeds } = await maryWithSeeds(t);
  const cycle = await mary.post<GrowCycle>('/api/grow-cycles', winterGrow(photoSeeds));
  const bloom = await supplies(mary, 'Bio-Bloom 1 L');
  const topMax = await supplies(mary, 'Top-Max 1 L', { stockAmount: 5, stockUnit: 'ml' });
  return { mary, photoSeeds, cycle, bloom, topMax };
}

const stockOf = async (client: Client, line: InventoryItem) =>
  (await client.get<InventoryItem>(`/api/inventory/supplies/${line.id}`)).stockAmount;

const feedEntry = (feed: unknown[], amountL = 1.5) => ({
  date: todayIso(),
  kind: 'feed',
  amountL,
  feed,
});

describe('feed entries take nutrients from stock', () => {
  it('starts a supplies line with the catalogue volume × packs, editable', async () => {
    const { mary, bloom } = await growerWithNutrients();
    expect(bloom).toMatchObject({ stockAmount: 1000, stockUnit: 'ml' });
    const two = await supplies(mary, 'Bio-Grow 1 L', { quantity: 2 });
    expect(two.stockAmount).toBe(2000);
    const edited = await mary.patch<InventoryItem>(`/api/inventory/supplies/${bloom.id}`, {
      stockAmount: 850,
    });
    expect(edited).toMatchObject({ stockAmount: 850, stockUnit: 'ml' });
    expect(
      await mary.fieldErrors('PATCH', `/api/inventory/equipment/${bloom.id}`, { stockAmount: 3 }),
    ).toEqual([{ field: 'stockAmount', code: 'invalid' }]);
  });

  it('lowers each product by dose × volume and warns, without refusing, when stock runs out', async () => {
    const { mary, cycle, bloom, topMax } = await growerWithNutrients();
    const { status, body } = await mary.call('POST', `/api/grow-cycles/${cycle.id}/journal`, {
      ...feedEntry([
        { itemId: bloom.id, dose: 4, unit: 'ml/L' },
        { itemId: topMax.id, dose: 5, unit: 'ml/L' },
      ]),
    });
    expect(status).toBe(201);
    const entry = body.data as JournalEntry;
    expect(entry.feed).toEqual([
      { itemId: bloom.id, name: 'Bio-Bloom 1 L', dose: 4, unit: 'ml/L', amount: 6 },
      { itemId: topMax.id, name: 'Top-Max 1 L', dose: 5, unit: 'ml/L', amount: 7.5 },
    ]);
    expect(body.stock as StockWarning[]).toEqual([
      { itemId: topMax.id, name: 'Top-Max 1 L', needed: 7.5, unit: 'ml', left: 0, short: 2.5 },
    ]);
    expect(await stockOf(mary, bloom)).toBe(994);
    expect(await stockOf(mary, topMax)).toBe(0);
    const movements = await mary.get<InventoryMovement[]>(
      `/api/inventory/supplies/${bloom.id}/movements`,
    );
    expect(movements.map(({ amount, reason, change }) => ({ amount, reason, change }))).toEqual([
      { amount: -6, reason: 'feed', change: 0 },
    ]);
    const [listed] = await mary.get<JournalEntry[]>(`/api/grow-cycles/${cycle.id}/journal`);
    expect(listed?.feed.map((line) => line.amount)).toEqual([6, 7.5]);
  });

  it('gives the amounts back when the entry is edited or deleted', async () => {
    const { mary, cycle, bloom, topMax } = await growerWithNutrients();
    const entry = await mary.post<JournalEntry>(
      `/api/grow-cycles/${cycle.id}/journal`,
      feedEntry([
        { itemId: bloom.id, dose: 4, unit: 'ml/L' },
        { itemId: topMax.id, dose: 5, unit: 'ml/L' },
      ]),
    );
    // More water: the same products are taken again at the new volume.
    await mary.patch(`/api/journal/${entry.id}`, { amountL: 2 });
    expect(await stockOf(mary, bloom)).toBe(992);
    // Top-Max had 5 ml: the first feed took them all, the edit gave them back and took them again.
    expect(await stockOf(mary, topMax)).toBe(0);
    await mary.patch(`/api/journal/${entry.id}`, {
      feed: [{ itemId: bloom.id, dose: 1, unit: 'ml/L' }],
    });
    expect(await stockOf(mary, bloom)).toBe(998);
    expect(await stockOf(mary, topMax)).toBe(5);
    expect((await mary.call('DELETE', `/api/journal/${entry.id}`)).status).toBe(204);
    expect(await stockOf(mary, bloom)).toBe(1000);
    expect(await stockOf(mary, topMax)).toBe(5);
  });

  it('refuses another grower’s item and products without water, writing nothing', async () => {
    const { mary, cycle, bloom } = await growerWithNutrients();
    const eve = clientFor(t, (await registerUser(t)).token);
    const evesBloom = await supplies(eve, 'Bio-Bloom 1 L');
    const path = `/api/grow-cycles/${cycle.id}/journal`;
    expect(
      await mary.fieldErrors(
        'POST',
        path,
        feedEntry([
          { itemId: bloom.id, dose: 4, unit: 'ml/L' },
          { itemId: evesBloom.id, dose: 4, unit: 'ml/L' },
        ]),
      ),
    ).toEqual([{ field: 'feed.1.itemId', code: 'notFound' }]);
    expect(
      await mary.fieldErrors('POST', path, {
        date: todayIso(),
        kind: 'feed',
        feed: [{ itemId: bloom.id, dose: 4, unit: 'ml/L' }],
      }),
    ).toEqual([{ field: 'amountL', code: 'required' }]);
    expect(
      await mary.fieldErrors(
        'POST',
        path,
        feedEntry([{ itemId: bloom.id, dose: 0, unit: 'ml/L' }]),
      ),
    ).toEqual([{ field: 'feed.0.dose', code: 'outOfRange' }]);
    expect(await mary.get<JournalEntry[]>(path)).toEqual([]);
    expect(await stockOf(mary, bloom)).toBe(1000);
    expect(await stockOf(eve, evesBloom)).toBe(1000);
  });
});

describe('feeding plan', () => {
  const plan = (bloom: InventoryItem, topMax: InventoryItem) => ({
    rows: [
      {
        phase: 'flowering',
        week: 3,
        doses: [
          { itemId: bloom.id, dose: 4, unit: 'ml/L' },
          { itemId: topMax.id, dose: 1, unit: 'ml/L' },
        ],
      },
      { phase: 'vegetative', doses: [{ itemId: bloom.id, dose: 2, unit: 'ml/L' }] },
    ],
  });

  it('replaces the whole plan and makes weekly feed tasks of it', async () => {
    const { mary, cycle, bloom, topMax } = await growerWithNutrients();
    const path = `/api/grow-cycles/${cycle.id}/feeding-plan`;
    expect(await mary.get<FeedingPlan>(path)).toEqual({ rows: [] });
    const saved = await mary.data<FeedingPlan>('PUT', path, plan(bloom, topMax));
    expect(saved.rows.map((row) => [row.phase, row.week, row.doses.map((d) => d.name)])).toEqual([
      ['flowering', 3, ['Bio-Bloom 1 L', 'Top-Max 1 L']],
      ['vegetative', null, ['Bio-Bloom 1 L']],
    ]);
    const withTasks = await mary.get<GrowCycle>(`/api/grow-cycles/${cycle.id}`);
    const feeds = withTasks.schedule.tasks.filter((task) => task.key === 'feed');
    const flowering = must(withTasks.schedule.phases.find((p) => p.phase === 'flowering'));
    expect(feeds.find((task) => task.feeding?.phase === 'flowering')).toMatchObject({
      date: addDays(flowering.start.typical, 14),
      feeding: {
        phase: 'flowering',
        week: 3,
        doses: [
          { name: 'Bio-Bloom 1 L', dose: 4 },
          { name: 'Top-Max 1 L', dose: 1 },
        ],
      },
    });
    // Every week of the vegetative phase gets the phase's row.
    const vegWeeks = feeds.filter((task) => task.feeding?.phase === 'vegetative');
    expect(vegWeeks.map((task) => task.feeding?.week).slice(0, 3)).toEqual([1, 2, 3]);

    // The calendar and the iCal feed name the week and doses, in the feed's language.
    const week3 = addDays(flowering.start.typical, 14);
    const events = await mary.get<CalendarEvent[]>(`/api/calendar?from=${week3}&to=${week3}`);
    expect(events.find((event) => event.key === 'feed')?.feeding).toMatchObject({ week: 3 });
    const feed = await mary.post<CalendarFeed>('/api/calendar/feed', { language: 'de' });
    const ical = await t.app.inject({ method: 'GET', url: new URL(must(feed.url)).pathname });
    expect(ical.body.replace(/\r\n /g, '')).toContain(
      'Blüte Woche 3: 4 ml/L Bio-Bloom 1 L\\, 1 ml/L Top-Max 1 L',
    );

    await mary.data('PUT', path, { rows: [] });
    expect(await mary.get<FeedingPlan>(path)).toEqual({ rows: [] });
  });

  it('answers field errors for duplicates, bad weeks and another grower’s items', async () => {
    const { mary, cycle, bloom } = await growerWithNutrients();
    const eve = clientFor(t, (await registerUser(t)).token);
    const evesBloom = await supplies(eve, 'Bio-Bloom 1 L');
    const path = `/api/grow-cycles/${cycle.id}/feeding-plan`;
    const row = (week: number | null, itemId = bloom.id) => ({
      phase: 'flowering',
      week,
      doses: [{ itemId, dose: 4, unit: 'ml/L' }],
    });
    expect(await mary.fieldErrors('PUT', path, { rows: [row(2), row(2)] })).toEqual([
      { field: 'rows.1.week', code: 'duplicate' },
    ]);
    expect(await mary.fieldErrors('PUT', path, { rows: [row(0)] })).toEqual([
      { field: 'rows.0.week', code: 'outOfRange' },
    ]);
    expect(await mary.fieldErrors('PUT', path, { rows: [row(1), row(2, evesBloom.id)] })).toEqual([
      { field: 'rows.1.doses.0.itemId', code: 'notFound' },
    ]);
    expect(await mary.get<FeedingPlan>(path)).toEqual({ rows: [] });
    // Another grower's cycle is as unknown as a missing one.
    expect((await eve.call('GET', path)).status).toBe(404);
    expect((await eve.call('PUT', path, plan(evesBloom, evesBloom))).status).toBe(404);
  });

  it('copies the plan of one of the grower’s own earlier cycles only', async () => {
    const { mary, photoSeeds, cycle, bloom, topMax } = await growerWithNutrients();
    await mary.data('PUT', `/api/grow-cycles/${cycle.id}/feeding-plan`, plan(bloom, topMax));
    const next = await mary.post<GrowCycle>(
      '/api/grow-cycles',
      winterGrow(photoSeeds, { name: 'Spring grow', seedsFromInventory: false }),
    );
    const copyPath = `/api/grow-cycles/${next.id}/feeding-plan/copy`;
    const copied = await mary.post<FeedingPlan>(copyPath, { fromCycleId: cycle.id }, 200);
    expect(copied.rows.flatMap((row) => row.doses.map((dose) => dose.itemId))).toEqual([
      bloom.id,
      topMax.id,
      bloom.id,
    ]);

    // Eve (another grower with seeds) can neither copy from Mary's cycle nor into it.
    const { mary: eve, photoSeeds: evesSeeds } = await maryWithSeeds(t);
    const evesCycle = await eve.post<GrowCycle>('/api/grow-cycles', winterGrow(evesSeeds));
    expect(await mary.fieldErrors('POST', copyPath, { fromCycleId: evesCycle.id })).toEqual([
      { field: 'fromCycleId', code: 'notFound' },
    ]);
    expect(
      await eve.fieldErrors('POST', `/api/grow-cycles/${evesCycle.id}/feeding-plan/copy`, {
        fromCycleId: cycle.id,
      }),
    ).toEqual([{ field: 'fromCycleId', code: 'notFound' }]);
    expect((await eve.call('POST', copyPath, { fromCycleId: evesCycle.id })).status).toBe(404);
  });
});
