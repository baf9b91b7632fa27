import type { GrowCycle, Plant } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import type { Client } from '../../test/client';
import { maryWithSeeds, winterGrow } from './test-fixtures';

// Grow cycles created, changed and deleted, with their plants and schedule. Phase moves are in
// cycle-phases.test.ts, plants and the journal in plants-journal.test.ts.

const t = useTestApp({ seed: true });
let mary: Client;
let photoSeeds: InventoryItem;
let autoSeeds: InventoryItem;
let tent: InventoryItem;

beforeAll(async () => {
  ({ mary, photoSeeds, autoSeeds, tent } = await maryWithSeeds(t));
});

const cycleBody = (overrides: Record<string, unknown> = {}) => winterGrow(photoSeeds, overrides);

describe('grow cycles', () => {
  it('starts a cycle from seeds with its plants and a schedule from the strain', async () => {
    const cycle = await mary.post<GrowCycle>('/api/grow-cycles', cycleBody({ numberOfPlants: 3 }));
    expect(cycle).toMatchObject({
      phase: 'germinate',
      seedId: photoSeeds.id,
      numberOfPlants: 3,
      allowedMoves: ['vegetative'],
      history: [],
    });
    expect(cycle.strain?.floweringType).toBe('photoperiod');
    expect(cycle.schedule.phases.map((phase) => phase.phase)).toEqual([
      'germinate',
      'vegetative',
      'flowering',
      'harvest',
    ]);
    expect(cycle.schedule.tasks.some((task) => task.key === 'switchLight')).toBe(true);
    const plants = await mary.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`);
    expect(plants.map((plant) => plant.number)).toEqual([1, 2, 3]);
  });

  it('plans an autoflowering cycle without a light switch', async () => {
    const cycle = await mary.post<GrowCycle>(
      '/api/grow-cycles',
      cycleBody({ seedId: autoSeeds.id, growMedium: 'coco' }),
    );
    expect(cycle.strain?.floweringType).toBe('autoflowering');
    expect(cycle.schedule.tasks.some((task) => task.key === 'switchLight')).toBe(false);
  });

  it('answers field errors and stores nothing for a bad cycle', async () => {
    const before = (await mary.get<GrowCycle[]>('/api/grow-cycles')).length;
    expect(
      await mary.fieldErrors('POST', '/api/grow-cycles', {
        name: '',
        seedId: tent.id,
        growMedium: 'sand',
        numberOfPlants: 1.5,
        startDate: '01/10/2026',
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'nameRequired' },
        { field: 'growMedium', code: 'required' },
        { field: 'numberOfPlants', code: 'integer' },
        { field: 'startDate', code: 'date' },
      ]),
    );
    expect(
      await mary.fieldErrors('POST', '/api/grow-cycles', cycleBody({ seedId: tent.id })),
    ).toEqual([{ field: 'seedId', code: 'notFound' }]);
    expect((await mary.get<GrowCycle[]>('/api/grow-cycles')).length).toBe(before);
  });

  it('adds and removes plants when the number of plants changes', async () => {
    const cycle = await mary.post<GrowCycle>('/api/grow-cycles', cycleBody({ numberOfPlants: 2 }));
    const grown = await mary.patch<GrowCycle>(`/api/grow-cycles/${cycle.id}`, {
      numberOfPlants: 4,
      name: 'Winter grow 2',
    });
    expect(grown).toMatchObject({ numberOfPlants: 4, name: 'Winter grow 2' });
    expect(
      (await mary.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`)).map((plant) => plant.number),
    ).toEqual([1, 2, 3, 4]);
    await mary.patch(`/api/grow-cycles/${cycle.id}`, { numberOfPlants: 1 });
    expect(
      (await mary.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`)).map((plant) => plant.number),
    ).toEqual([1]);
    expect(
      await mary.fieldErrors('PATCH', `/api/grow-cycles/${cycle.id}`, { numberOfPlants: 0 }),
    ).toEqual([{ field: 'numberOfPlants', code: 'positiveNumber' }]);
  });

  it('deletes a cycle with its plants', async () => {
    const cycle = await mary.post<GrowCycle>('/api/grow-cycles', cycleBody());
    const before = (await mary.get<Plant[]>('/api/plants')).length;
    expect((await mary.call('DELETE', `/api/grow-cycles/${cycle.id}`)).status).toBe(204);
    expect((await mary.call('GET', `/api/grow-cycles/${cycle.id}`)).status).toBe(404);
    expect((await mary.call('GET', `/api/plants?cycleId=${cycle.id}`)).status).toBe(404);
    expect((await mary.get<Plant[]>('/api/plants')).length).toBe(before - 2);
  });
});
