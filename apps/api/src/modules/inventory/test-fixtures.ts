import type { CatalogueItem, Page } from '@maryjane/contract/catalogue';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { Strain } from '@maryjane/contract/strains';
import { registerUser } from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';

// The setup the inventory test files share.

/** Mary, with the cheapest light of the catalogue and a Northern strain to put in her inventory. */
export async function maryWithCatalogue(t: TestApp) {
  const registered = await registerUser(t);
  const mary = clientFor(t, registered.token);
  const maryId = registered.user.id;
  const light = must(
    (await mary.get<Page<CatalogueItem>>('/api/equipment-items?type=light&sort=price')).items[0],
  );
  const strain = must((await mary.get<Page<Strain>>('/api/strains?q=Northern')).items[0]);
  return { mary, maryId, light, strain };
}

/** A grower's inventory lines of one kind (up to 100). */
export async function inventoryLines(client: Client, kind: string) {
  return (await client.get<Page<InventoryItem>>(`/api/inventory/${kind}?pageSize=100`)).items;
}
