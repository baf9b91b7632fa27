import type { CatalogueKind } from '@maryjane/contract/catalogue';
import type { InventoryKind } from '@maryjane/contract/inventory';

/** Equipment, supplies and tools come from the catalogue items; seeds come from the strains. */
export function isItemKind(kind: InventoryKind): kind is CatalogueKind {
  return kind !== 'seeds';
}
