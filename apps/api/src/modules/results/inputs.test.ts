import type { CatalogueItem, Page } from '@maryjane/contract/catalogue';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { User } from '@maryjane/contract/user';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { must } from '../../test/must';
import { maryWithSeeds, winterGrow } from '../grow-cycles/test-fixtures';

// What harvest costs need from the grower (issue 27): a cycle's light hours, an equipment line's
// watts, hours a day and lifespan, and the price per kWh; each checked, each answered back.

const t = useTestApp({ seed: true });

describe('light hours of a cycle', () => {
  it('are whole hours from 0 to 24, null for the default', async () => {
    const { mary, photoSeeds } = await maryWithSeeds(t);
    const cycle = await mary.post<GrowCycle>(
      '/api/grow-cycles',
      winterGrow(photoSeeds, { lightHoursVegetative: 20 }),
    );
    expect(cycle).toMatchObject({ lightHoursVegetative: 20, lightHoursFlowering: null });
    const url = `/api/grow-cycles/${cycle.id}`;
    expect(await mary.fieldErrors('PATCH', url, { lightHoursFlowering: 25 })).toEqual([
      { field: 'lightHoursFlowering', code: 'outOfRange' },
    ]);
    expect(await mary.fieldErrors('PATCH', url, { lightHoursFlowering: 11.5 })).toEqual([
      { field: 'lightHoursFlowering', code: 'integer' },
    ]);
    const changed = await mary.patch<GrowCycle>(url, {
      lightHoursVegetative: null,
      lightHoursFlowering: 0,
    });
    expect(changed).toMatchObject({ lightHoursVegetative: null, lightHoursFlowering: 0 });
  });
});

describe('energy of an equipment line', () => {
  it('keeps watts, hours a day and lifespan, shows the catalogue’s watts, refuses other kinds', async () => {
    const { mary, photoSeeds } = await maryWithSeeds(t);
    const light = must(
      (await mary.get<Page<CatalogueItem>>('/api/equipment-items?q=SF2000')).items[0],
    );
    const line = await mary.post<InventoryItem>('/api/inventory/equipment', {
      itemId: light.id,
      hoursPerDay: 16,
      expectedCycles: 8,
    });
    expect(line).toMatchObject({
      watts: null,
      hoursPerDay: 16,
      expectedCycles: 8,
      catalogueWatts: 200,
    });
    const url = `/api/inventory/equipment/${line.id}`;
    expect(await mary.fieldErrors('PATCH', url, { watts: -1, hoursPerDay: 25 })).toEqual([
      { field: 'watts', code: 'outOfRange' },
      { field: 'hoursPerDay', code: 'outOfRange' },
    ]);
    expect(await mary.fieldErrors('PATCH', url, { expectedCycles: 0 })).toEqual([
      { field: 'expectedCycles', code: 'outOfRange' },
    ]);
    expect(await mary.patch<InventoryItem>(url, { watts: 185.5 })).toMatchObject({ watts: 185.5 });
    expect(
      await mary.fieldErrors('PATCH', `/api/inventory/seeds/${photoSeeds.id}`, { watts: 5 }),
    ).toEqual([{ field: 'watts', code: 'invalid' }]);
  });
});

describe('the price per kWh', () => {
  it('is above 0, at most 5 € with up to 4 decimals; null goes back to the default', async () => {
    const { mary } = await maryWithSeeds(t);
    const household = (electricityPrice: unknown) => ({ adultsInHousehold: 1, electricityPrice });
    for (const [price, code] of [
      [0, 'positiveNumber'],
      [5.01, 'outOfRange'],
      [0.12345, 'invalid'],
      ['cheap', 'invalid'],
    ] as const) {
      expect(await mary.fieldErrors('PATCH', '/api/user/household', household(price))).toEqual([
        { field: 'electricityPrice', code },
      ]);
    }
    const user = await mary.patch<User>('/api/user/household', household('0.3512'));
    expect(user.electricityPrice).toBe(0.3512);
    // Leaving it out keeps it.
    const kept = await mary.patch<User>('/api/user/household', { adultsInHousehold: 2 });
    expect(kept.electricityPrice).toBe(0.3512);
    expect((await mary.patch<User>('/api/user/household', household(null))).electricityPrice).toBe(
      null,
    );
  });
});
