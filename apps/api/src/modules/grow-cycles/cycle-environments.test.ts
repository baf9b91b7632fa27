import type { Environment } from '@maryjane/contract/environments';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import type { Client } from '../../test/client';
import { maryWithSeeds, winterGrow } from './test-fixtures';

// Environments as grow cycles use them: with equipment from the inventory, and deleted while a
// cycle in them carries on.

const t = useTestApp({ seed: true });
let mary: Client;
let photoSeeds: InventoryItem;
let tent: InventoryItem;

beforeAll(async () => {
  ({ mary, photoSeeds, tent } = await maryWithSeeds(t));
});

const cycleBody = (overrides: Record<string, unknown> = {}) => winterGrow(photoSeeds, overrides);

describe('environments', () => {
  it('creates one with its equipment and refuses a second of the same name', async () => {
    const environment = await mary.post<Environment>('/api/environments', {
      name: 'Tent 80',
      type: 'tent',
      location: 'Basement',
      widthCm: 80,
      depthCm: 80,
      heightCm: 160,
      equipmentIds: [tent.id],
    });
    expect(environment).toMatchObject({
      name: 'Tent 80',
      widthCm: 80,
      equipment: [{ id: tent.id, type: 'tent', quantity: 1 }],
      activeCycles: 0,
    });
    expect(
      await mary.fieldErrors('POST', '/api/environments', {
        name: 'tent 80',
        type: 'tent',
        location: 'Attic',
      }),
    ).toEqual([{ field: 'name', code: 'nameTaken' }]);
  });

  it('checks name, type and location with the messages of spec §5', async () => {
    expect(
      await mary.fieldErrors('POST', '/api/environments', {
        name: 'x'.repeat(50),
        type: 'cupboard',
        location: ' ',
        widthCm: -1,
        equipmentIds: [photoSeeds.id],
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'nameTooLong' },
        { field: 'type', code: 'typeRequired' },
        { field: 'location', code: 'locationRequired' },
        { field: 'widthCm', code: 'positiveNumber' },
      ]),
    );
    // Seeds are not equipment.
    expect(
      await mary.fieldErrors('POST', '/api/environments', {
        name: 'Balcony',
        type: 'balcony',
        location: 'South side',
        equipmentIds: [photoSeeds.id],
      }),
    ).toEqual([{ field: 'equipmentIds', code: 'notFound' }]);
    const names = (await mary.get<Environment[]>('/api/environments')).map((item) => item.name);
    expect(names).not.toContain('Balcony');
  });

  it('updates the equipment and deletes an environment; its cycles carry on', async () => {
    const environment = await mary.post<Environment>('/api/environments', {
      name: 'Closet',
      type: 'cabinet',
      location: 'Bedroom',
      equipmentIds: [tent.id],
    });
    const cleared = await mary.patch<Environment>(`/api/environments/${environment.id}`, {
      equipmentIds: [],
      location: 'Guest room',
    });
    expect(cleared).toMatchObject({ equipment: [], location: 'Guest room' });
    const cycle = await mary.post<GrowCycle>(
      '/api/grow-cycles',
      cycleBody({ environmentId: environment.id }),
    );
    expect(cycle.environment).toEqual({ id: environment.id, name: 'Closet' });
    expect((await mary.call('DELETE', `/api/environments/${environment.id}`)).status).toBe(204);
    expect((await mary.get<GrowCycle>(`/api/grow-cycles/${cycle.id}`)).environment).toBeNull();
  });
});
