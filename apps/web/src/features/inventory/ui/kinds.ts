import { catalogueTypes, type CatalogueKind } from '@maryjane/contract/catalogue';
import type { InventoryKind } from '@maryjane/contract/inventory';
import { floweringTypes } from '@maryjane/contract/strains';

/** Equipment, supplies and tools come from the catalogue items; seeds come from the strains. */
export function isItemKind(kind: InventoryKind): kind is CatalogueKind {
  return kind !== 'seeds';
}

/**
 * The types a line of `kind` can have: the flowering types for seeds, else the types this part of
 * the catalogue keeps itself (not those it only points to in another part).
 */
export function lineTypes(kind: InventoryKind): string[] {
  if (!isItemKind(kind)) return [...floweringTypes];
  return Object.entries(catalogueTypes[kind])
    .filter(([, definition]) => !definition.seeAlso)
    .map(([type]) => type);
}
