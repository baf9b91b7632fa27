import type { CatalogueItem, Page } from '@maryjane/contract/catalogue';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { Strain } from '@maryjane/contract/strains';
import { registerUser } from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { clientFor } from '../../test/client';
import { must } from '../../test/must';

// The setup the grow-cycle test files share.

/**
 * Mary, with seeds of a photoperiod strain (5) and of an autoflowering one (3) and a tent in her
 * inventory.
 */
export async function maryWithSeeds(t: TestApp) {
  const { token } = await registerUser(t);
  const mary = clientFor(t, token);
  const photo = must(
    (await mary.get<Page<Strain>>('/api/strains?floweringType=photoperiod&q=Northern')).items[0],
  );
  const auto = must(
    (await mary.get<Page<Strain>>('/api/strains?floweringType=autoflowering')).items[0],
  );
  const photoSeeds = await mary.post<InventoryItem>('/api/inventory/seeds', {
    itemId: photo.id,
    quantity: 5,
  });
  const autoSeeds = await mary.post<InventoryItem>('/api/inventory/seeds', {
    itemId: auto.id,
    quantity: 3,
  });
  const tentItem = must(
    (await mary.get<Page<CatalogueItem>>('/api/equipment-items?type=tent')).items[0],
  );
  const tent = await mary.post<InventoryItem>('/api/inventory/equipment', { itemId: tentItem.id });
  return { mary, token, photoSeeds, autoSeeds, tent };
}

/** The body of a new cycle: a winter grow of two plants from `seeds`, changed by `overrides`. */
export const winterGrow = (seeds: InventoryItem, overrides: Record<string, unknown> = {}) => ({
  name: 'Winter grow',
  seedId: seeds.id,
  growMedium: 'soil',
  numberOfPlants: 2,
  startDate: '2026-01-10',
  ...overrides,
});
