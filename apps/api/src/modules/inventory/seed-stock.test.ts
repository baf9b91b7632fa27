import type { GrowCycle, Plant } from '@maryjane/contract/grow-cycles';
import type { InventoryItem, InventoryMovement } from '@maryjane/contract/inventory';
import { todayIso } from '@maryjane/contract/dates';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';
import { maryWithSeeds, winterGrow } from '../grow-cycles/test-fixtures';

// Seeds follow the grow (issue 25): new plants take seeds from the cycle's seeds line, plants
// removed while the cycle germinates give them back.

const t = useTestApp({ seed: true });

const quantityOf = async (client: Client, line: InventoryItem) =>
  (await client.get<InventoryItem>(`/api/inventory/seeds/${line.id}`)).quantity;
const movementsOf = (client: Client, line: InventoryItem) =>
  client.get<InventoryMovement[]>(`/api/inventory/seeds/${line.id}/movements`);
const plantsOf = (client: Client, cycle: GrowCycle) =>
  client.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`);

describe('seeds follow the grow', () => {
  it('takes a seed per plant on start, on a new plant and on more plants, dated', async () => {
    const { mary, photoSeeds } = await maryWithSeeds(t);
    const cycle = await mary.post<GrowCycle>('/api/grow-cycles', winterGrow(photoSeeds));
    expect(await quantityOf(mary, photoSeeds)).toBe(3);
    await mary.post<Plant>(`/api/grow-cycles/${cycle.id}/plants`, { name: 'Extra' });
    expect(await quantityOf(mary, photoSeeds)).toBe(2);
    await mary.patch<GrowCycle>(`/api/grow-cycles/${cycle.id}`, { numberOfPlants: 4 });
    expect(await quantityOf(mary, photoSeeds)).toBe(1);
    const movements = await movementsOf(mary, photoSeeds);
    expect(movements.map(({ change, reason, date }) => ({ change, reason, date }))).toEqual([
      // The start is in the past: the seeds were sown that day.
      { change: -2, reason: 'sown', date: '2026-01-10' },
      { change: -1, reason: 'sown', date: todayIso() },
      { change: -1, reason: 'sown', date: todayIso() },
    ]);
    expect(movements.every((movement) => movement.cycle?.name === 'Winter grow')).toBe(true);
  });

  it('gives seeds back for plants removed while germinating, not after', async () => {
    const { mary, photoSeeds } = await maryWithSeeds(t);
    const cycle = await mary.post<GrowCycle>(
      '/api/grow-cycles',
      winterGrow(photoSeeds, { numberOfPlants: 4 }),
    );
    expect(await quantityOf(mary, photoSeeds)).toBe(1);
    const [first] = await plantsOf(mary, cycle);
    expect((await mary.call('DELETE', `/api/plants/${must(first).id}`)).status).toBe(204);
    expect(await quantityOf(mary, photoSeeds)).toBe(2);
    await mary.patch<GrowCycle>(`/api/grow-cycles/${cycle.id}`, { numberOfPlants: 2 });
    expect(await quantityOf(mary, photoSeeds)).toBe(3);
    expect((await movementsOf(mary, photoSeeds)).map((movement) => movement.change)).toEqual([
      -4, 1, 1,
    ]);

    await mary.post<GrowCycle>(`/api/grow-cycles/${cycle.id}/phase`, { phase: 'vegetative' }, 200);
    const [second] = await plantsOf(mary, cycle);
    expect((await mary.call('DELETE', `/api/plants/${must(second).id}`)).status).toBe(204);
    expect(await quantityOf(mary, photoSeeds)).toBe(3);
  });

  it('gives back what a cycle deleted in germination holds; a later one keeps them', async () => {
    const { mary, photoSeeds } = await maryWithSeeds(t);
    const early = await mary.post<GrowCycle>('/api/grow-cycles', winterGrow(photoSeeds));
    expect((await mary.call('DELETE', `/api/grow-cycles/${early.id}`)).status).toBe(204);
    expect(await quantityOf(mary, photoSeeds)).toBe(5);
    const movements = await movementsOf(mary, photoSeeds);
    expect(movements.map(({ change, reason }) => [change, reason])).toEqual([
      [-2, 'sown'],
      [2, 'returned'],
    ]);
    // The history stays; the deleted cycle is no longer named.
    expect(movements.every((movement) => movement.cycle === null)).toBe(true);

    const late = await mary.post<GrowCycle>('/api/grow-cycles', winterGrow(photoSeeds));
    await mary.post<GrowCycle>(`/api/grow-cycles/${late.id}/phase`, { phase: 'vegetative' }, 200);
    expect((await mary.call('DELETE', `/api/grow-cycles/${late.id}`)).status).toBe(204);
    expect(await quantityOf(mary, photoSeeds)).toBe(3);
  });

  it('never refuses for too few seeds: takes what is there and keeps the line at 0', async () => {
    const { mary, autoSeeds } = await maryWithSeeds(t);
    const { status } = await mary.call(
      'POST',
      '/api/grow-cycles',
      winterGrow(autoSeeds, { numberOfPlants: 5 }),
    );
    expect(status).toBe(201);
    expect(await quantityOf(mary, autoSeeds)).toBe(0);
    const lines = await mary.get<{ items: InventoryItem[] }>('/api/inventory/seeds');
    expect(lines.items.find((line) => line.id === autoSeeds.id)?.quantity).toBe(0);
    expect((await movementsOf(mary, autoSeeds)).map((movement) => movement.change)).toEqual([-3]);
    // The used-up line can still be edited, keeping its 0.
    const edited = await mary.patch<InventoryItem>(`/api/inventory/seeds/${autoSeeds.id}`, {
      quantity: 0,
      notes: 'all sown',
    });
    expect(edited).toMatchObject({ quantity: 0, notes: 'all sown' });
  });

  it('takes nothing when the seeds came from elsewhere', async () => {
    const { mary, photoSeeds } = await maryWithSeeds(t);
    const cycle = await mary.post<GrowCycle>(
      '/api/grow-cycles',
      winterGrow(photoSeeds, { seedsFromInventory: false }),
    );
    await mary.post<Plant>(`/api/grow-cycles/${cycle.id}/plants`, { seedsFromInventory: false });
    await mary.patch<GrowCycle>(`/api/grow-cycles/${cycle.id}`, {
      numberOfPlants: 5,
      seedsFromInventory: false,
    });
    expect(await quantityOf(mary, photoSeeds)).toBe(5);
    expect(await movementsOf(mary, photoSeeds)).toEqual([]);
    // Nothing was taken, so nothing comes back.
    await mary.patch<GrowCycle>(`/api/grow-cycles/${cycle.id}`, { numberOfPlants: 1 });
    expect(await quantityOf(mary, photoSeeds)).toBe(5);
  });

  it("never touches or shows another grower's line", async () => {
    const { mary, photoSeeds } = await maryWithSeeds(t);
    const otto = clientFor(t, (await registerUser(t)).token);
    const { body } = await otto.call(
      'POST',
      '/api/grow-cycles',
      winterGrow(photoSeeds, { name: 'Stolen' }),
    );
    expect(body).toMatchObject({ errors: [{ field: 'seedId', code: 'notFound' }] });
    expect(await quantityOf(mary, photoSeeds)).toBe(5);
    const movements = await otto.call('GET', `/api/inventory/seeds/${photoSeeds.id}/movements`);
    expect(movements.status).toBe(404);
    expect(movements.response.body).not.toContain(photoSeeds.id);
  });

  it('never takes the last seed twice for cycles started at the same time', async () => {
    const { mary, autoSeeds } = await maryWithSeeds(t);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        mary.call(
          'POST',
          '/api/grow-cycles',
          winterGrow(autoSeeds, { name: `Grow ${index}`, numberOfPlants: 1 }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(await quantityOf(mary, autoSeeds)).toBe(0);
    const taken = (await movementsOf(mary, autoSeeds)).map((movement) => movement.change);
    expect(taken).toEqual([-1, -1, -1]);
  });
});
