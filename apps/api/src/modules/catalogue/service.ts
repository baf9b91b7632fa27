// What other modules may ask of the catalogue: they never reach into its repositories.
import type { CatalogueKind } from '@maryjane/contract/catalogue';
import type { Database } from '../../db/client';
import { isVisibleItem, isVisibleStrain } from './entries-repository';
import { findShoppingList, insertCustomItem, type CustomItemValues } from './items-repository';
import { insertCustomStrain } from './strains-repository';

export type { CustomItemValues };
export type CustomStrainValues = Parameters<typeof insertCustomStrain>[2];

/** Whether a strain (`kind` seeds) or catalogue item of `kind` is there for the viewer. */
export function isVisibleEntry(
  db: Database,
  viewerId: string,
  kind: CatalogueKind | 'strains',
  id: string,
): Promise<boolean> {
  return kind === 'strains'
    ? isVisibleStrain(db, viewerId, id)
    : isVisibleItem(db, viewerId, kind, id);
}

/** The grower's own catalogue item or strain, for what the catalogue lacks. */
export function addCustomItem(
  db: Database,
  kind: CatalogueKind,
  ownerId: string,
  values: CustomItemValues,
) {
  return insertCustomItem(db, kind, ownerId, values);
}

export function addCustomStrain(db: Database, ownerId: string, values: CustomStrainValues) {
  return insertCustomStrain(db, ownerId, values);
}

/** The catalogue's shopping list for a budget, a place and a number of plants, or null. */
export function shoppingListFor(...args: Parameters<typeof findShoppingList>) {
  return findShoppingList(...args);
}
