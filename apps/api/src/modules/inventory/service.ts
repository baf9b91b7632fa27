import type { Page } from '@maryjane/contract/catalogue';
import { isUuid } from '@maryjane/contract/ids';
import {
  catalogueKindOf,
  inventoryKinds,
  type applyShoppingListBodySchema,
  type ApplyShoppingListResult,
  type createCustomInventoryBodySchema,
  type createInventoryBodySchema,
  type InventoryItem,
  type InventoryKind,
  type inventoryQuerySchema,
  type InventoryTotals,
  type updateInventoryBodySchema,
} from '@maryjane/contract/inventory';
import { roundCents } from '@maryjane/contract/money';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { fieldError } from '../../platform/http/field-error';
import { notFound } from '../../platform/http-errors';
import * as catalogue from '../catalogue/service';
import { presentLine } from './presenter';
import * as repository from './repository';
import { editedLineStock, newLineStock } from './supplies-stock';

export { giveBackSeeds, listMovements, takeSeeds } from './seed-stock';
export {
  giveBackNutrient,
  lockSuppliesLines,
  takeNutrient,
  type SuppliesLine,
} from './nutrient-stock';

type CreateValues = z.output<typeof createInventoryBodySchema>;
type CreateCustomValues = z.output<ReturnType<typeof createCustomInventoryBodySchema>>;
type UpdateValues = z.output<typeof updateInventoryBodySchema>;

export async function listInventory(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  query: z.output<typeof inventoryQuerySchema>,
): Promise<Page<InventoryItem>> {
  const { rows, total } = await repository.listLines(db, ownerId, kind, query);
  return { items: rows.map(presentLine), total, page: query.page, pageSize: query.pageSize };
}

export async function getInventoryItem(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  id: string,
): Promise<InventoryItem> {
  const row = isUuid(id) ? await repository.findLine(db, ownerId, kind, id) : null;
  if (!row) throw notFound();
  return presentLine(row);
}

/** A new line refers to a strain (seeds) or catalogue item that exists and the owner may see. */
/** Watts, hours a day and lifespan describe devices: other kinds carry none (422 on `watts`). */
function onlyEquipmentUsesEnergy(
  kind: InventoryKind,
  values: { watts?: number | null; hoursPerDay?: number | null; expectedCycles?: number | null },
) {
  if (kind === 'equipment') return;
  for (const field of ['watts', 'hoursPerDay', 'expectedCycles'] as const) {
    if (values[field] !== undefined && values[field] !== null) throw fieldError(field, 'invalid');
  }
}

export async function createInventoryItem(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  { itemId, ...values }: CreateValues,
): Promise<InventoryItem> {
  const entryKind = kind === 'seeds' ? 'strains' : catalogueKindOf[kind];
  if (!(await catalogue.isVisibleEntry(db, ownerId, entryKind, itemId))) {
    throw fieldError('itemId', 'notFound');
  }
  onlyEquipmentUsesEnergy(kind, values);
  const stock = await newLineStock(db, kind, itemId, values);
  const id = await repository.insertLine(db, ownerId, kind, itemId, { ...values, ...stock });
  return getInventoryItem(db, ownerId, kind, id);
}

/**
 * The grower's own strain (seeds) or catalogue item (the other kinds): what a new line of
 * `kind` refers to when the catalogue lacks it.
 */
export async function addCustomEntry(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  entry: catalogue.CustomStrainValues | catalogue.CustomItemValues,
): Promise<{ id: string }> {
  const isStrain = 'producer' in entry;
  if (kind === 'seeds' && isStrain) return catalogue.addCustomStrain(db, ownerId, entry);
  if (kind !== 'seeds' && !isStrain)
    return catalogue.addCustomItem(db, catalogueKindOf[kind], ownerId, entry);
  throw new Error(`a custom ${kind} entry of another kind`);
}

/**
 * The grower's own entry and the line for it, in one transaction: a line that cannot be saved
 * leaves no entry behind.
 */
export async function createCustomInventoryItem(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  { entry, ...values }: CreateCustomValues,
): Promise<InventoryItem> {
  return db.transaction(async (tx) => {
    const { id: itemId } = await addCustomEntry(tx, ownerId, kind, entry);
    return createInventoryItem(tx, ownerId, kind, { itemId, ...values });
  });
}

export async function updateInventoryItem(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  id: string,
  values: UpdateValues,
): Promise<InventoryItem> {
  if (!isUuid(id)) throw notFound();
  onlyEquipmentUsesEnergy(kind, values);
  const stock = await editedLineStock(db, ownerId, kind, id, values);
  if (!(await repository.updateLine(db, ownerId, kind, id, { ...values, ...stock }))) {
    throw notFound();
  }
  return getInventoryItem(db, ownerId, kind, id);
}

export async function deleteInventoryItem(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  id: string,
): Promise<void> {
  if (!isUuid(id) || !(await repository.deleteLine(db, ownerId, kind, id))) throw notFound();
}

export async function inventoryTotals(db: Database, ownerId: string): Promise<InventoryTotals> {
  const rows = await repository.totalsByKind(db, ownerId);
  const kinds = inventoryKinds.map((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return {
      kind,
      lines: row?.lines ?? 0,
      quantity: Number(row?.quantity ?? 0),
      spend: roundCents(Number(row?.spend ?? 0)),
    };
  });
  return { kinds, spend: roundCents(kinds.reduce((sum, entry) => sum + entry.spend, 0)) };
}

/**
 * Puts a shopping list into the inventory in one transaction: `replace` empties the kind first;
 * a listed item the grower has already gets the list's quantity and price added to its line.
 */
export async function applyShoppingList(
  db: Database,
  ownerId: string,
  kind: Exclude<InventoryKind, 'seeds'>,
  body: z.output<typeof applyShoppingListBodySchema>,
): Promise<ApplyShoppingListResult> {
  const list = await catalogue.shoppingListFor(
    db,
    catalogueKindOf[kind],
    body.budget,
    body.where,
    body.numberOfPlants,
  );
  if (!list) throw fieldError('numberOfPlants', 'outOfRange');
  return db.transaction(async (tx) => {
    const removed =
      body.mode === 'replace' ? await repository.deleteLinesOfKind(tx, ownerId, kind) : 0;
    const existing = await repository.linesOfCatalogueItems(
      tx,
      ownerId,
      kind,
      list.items.map((line) => line.item.id),
    );
    let added = 0;
    let updated = 0;
    for (const line of list.items) {
      const linePrice = line.item.price === null ? null : line.lineTotal;
      const current = existing.find((row) => row.catalogueItemId === line.item.id);
      if (current) {
        await repository.restockLine(tx, current.id, {
          quantity: current.quantity + line.quantity,
          price:
            current.price === null && linePrice === null
              ? null
              : roundCents((current.price ?? 0) + (linePrice ?? 0)),
        });
        updated++;
      } else {
        await repository.insertLine(tx, ownerId, kind, line.item.id, {
          quantity: line.quantity,
          price: linePrice,
          purchaseDate: body.purchaseDate ?? null,
          // The inventory keeps short texts the grower can edit; catalogue names may be longer.
          brand: line.item.brand?.slice(0, 49) ?? null,
          retailer: line.item.retailer?.name.slice(0, 49) ?? null,
          link: line.item.link,
        });
        added++;
      }
    }
    return { added, updated, removed };
  });
}

/** The strain of one of the owner's seed lines (422 on `field` when the line is not theirs). */
export async function strainOfSeedLine(
  db: Database,
  ownerId: string,
  seedId: string,
  field = 'seedId',
): Promise<string> {
  const strainId = isUuid(seedId) ? await repository.findSeedStrain(db, ownerId, seedId) : null;
  if (!strainId) throw fieldError(field, 'notFound');
  return strainId;
}
