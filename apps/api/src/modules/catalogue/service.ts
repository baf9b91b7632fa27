// The catalogue's rules, for its routes and for other modules: they never reach into its
// repositories.
import type {
  BudgetTier,
  CatalogueKind,
  GrowPlace,
  ShoppingList,
} from '@maryjane/contract/catalogue';
import { roundCents } from '@maryjane/contract/money';
import type { customProducerBodySchema, Producer } from '@maryjane/contract/strains';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../platform/errors';
import { fieldError } from '../../platform/http/field-error';
import { conflict } from '../../platform/http-errors';
import { visibleItemKinds, visibleStrainIds } from './entries-repository';
import { findShoppingList, insertCustomItem, type CustomItemValues } from './items-repository';
import { findProducerByName, insertCustomProducer, insertCustomStrain } from './strains-repository';

// Reads whose only rule, what the viewer may see, the queries apply themselves.
export {
  listBrands,
  listCategories,
  listItemRetailers,
  listItems,
  listRetailers,
  listShoppingListSizes,
  listTypes,
} from './items-repository';
export { countEffects, listProducers, listStrains } from './strains-repository';
// Which of many strains and items a grower may use, in one query each (the wizard's import).
export { visibleItemKinds, visibleStrainIds } from './entries-repository';

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
    ? visibleStrainIds(db, viewerId, [id]).then((visible) => visible.has(id))
    : visibleItemKinds(db, viewerId, [id]).then((visible) => visible.get(id) === kind);
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

const producerExists = () => conflict('A producer with this name exists already');

/**
 * The grower's own producer. Its name must be new to them, case-insensitively: neither one of
 * theirs nor one of the catalogue's (409).
 */
export async function addCustomProducer(
  db: Database,
  ownerId: string,
  body: z.output<typeof customProducerBodySchema>,
): Promise<Producer> {
  if (await findProducerByName(db, ownerId, body.name)) throw producerExists();
  try {
    return await insertCustomProducer(db, ownerId, body);
  } catch (error) {
    if (isUniqueViolation(error)) throw producerExists();
    throw error;
  }
}

/**
 * The catalogue's shopping list for a budget, a place and a number of plants, priced: each
 * line and the total to the cent. Null when no list is that large.
 */
export async function shoppingListFor(
  db: Database,
  kind: CatalogueKind,
  budget: BudgetTier,
  where: GrowPlace,
  numberOfPlants: number,
): Promise<ShoppingList | null> {
  const list = await findShoppingList(db, kind, budget, where, numberOfPlants);
  if (!list) return null;
  const items = list.lines.map(({ item, quantity }) => ({
    item,
    quantity,
    lineTotal: roundCents((item.price ?? 0) * quantity),
  }));
  return {
    kind,
    budget,
    where,
    numberOfPlants,
    listSize: list.listSize,
    items,
    total: roundCents(items.reduce((sum, line) => sum + line.lineTotal, 0)),
  };
}

/** Like shoppingListFor, but a number of plants no list holds is a field error (422). */
export async function requireShoppingList(
  ...args: Parameters<typeof shoppingListFor>
): Promise<ShoppingList> {
  const list = await shoppingListFor(...args);
  if (!list) throw fieldError('numberOfPlants', 'outOfRange');
  return list;
}
