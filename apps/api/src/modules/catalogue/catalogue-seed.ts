import { createHash } from 'node:crypto';
import { categoryOf, type CatalogueKind } from '@maryjane/contract/catalogue';
import { cbdLevelOf, thcLevelOf } from '@maryjane/contract/strains';
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  catalogueItems,
  retailers as retailersTable,
  shoppingListItems,
  shoppingLists as shoppingListsTable,
  strainProducers,
  strains as strainsTable,
} from '../../db/schema/catalogue';
import type { Seed } from '../../db/seed';
import {
  itemsByKind,
  producers,
  retailers,
  shoppingLists,
  strains,
  type equipmentItems,
} from './data/catalogue-data';

/** `set` for an upsert: every column from the proposed row except the keys and creation time. */
function excludedColumns<T extends PgTable>(table: T, keep: readonly string[]) {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (keep.includes(property)) continue;
    set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

const unchanged = ['id', 'slug', 'ownerId', 'createdAt'];

async function loadRetailers(tx: Database) {
  await tx
    .insert(retailersTable)
    .values(
      retailers.map((retailer) => ({
        id: retailer.id,
        name: retailer.name,
        url: retailer.url,
        country: retailer.country,
        sells: retailer.sells,
        descriptionEn: retailer.description.en,
        descriptionDe: retailer.description.de,
      })),
    )
    .onConflictDoUpdate({
      target: retailersTable.id,
      set: excludedColumns(retailersTable, ['id']),
    });
}

async function loadItems(tx: Database): Promise<Map<string, string>> {
  const rows = (Object.entries(itemsByKind) as [CatalogueKind, typeof equipmentItems][]).flatMap(
    ([kind, items]) =>
      items.map((item) => {
        const category = categoryOf(kind, item.type);
        if (!category) throw new Error(`${item.slug}: unknown ${kind} type ${item.type}`);
        return {
          slug: item.slug,
          kind,
          type: item.type,
          category,
          name: item.name,
          brand: item.brand,
          retailerId: item.retailer,
          price: item.price,
          link: item.link,
          budget: item.budget,
          specs: item.specs,
        };
      }),
  );
  const saved = await tx
    .insert(catalogueItems)
    .values(rows)
    .onConflictDoUpdate({
      target: catalogueItems.slug,
      set: excludedColumns(catalogueItems, unchanged),
    })
    .returning({ id: catalogueItems.id, slug: catalogueItems.slug });
  return new Map(saved.map((row) => [row.slug ?? '', row.id]));
}

async function loadShoppingLists(tx: Database, itemIds: Map<string, string>) {
  const lists = await tx
    .insert(shoppingListsTable)
    .values(
      shoppingLists.map(({ kind, budget, where, numberOfPlants }) => ({
        kind,
        budget,
        where,
        numberOfPlants,
      })),
    )
    .onConflictDoUpdate({
      target: [
        shoppingListsTable.kind,
        shoppingListsTable.budget,
        shoppingListsTable.where,
        shoppingListsTable.numberOfPlants,
      ],
      // A no-op update, so that RETURNING gives the ids of lists that already existed.
      set: { kind: sql`excluded.kind` },
    })
    .returning();
  const listId = new Map(
    lists.map((list) => [
      `${list.kind}/${list.budget}/${list.where}/${list.numberOfPlants}`,
      list.id,
    ]),
  );
  await tx.delete(shoppingListItems).where(
    inArray(
      shoppingListItems.listId,
      lists.map((list) => list.id),
    ),
  );
  const lines = shoppingLists.flatMap((list) => {
    const id = listId.get(`${list.kind}/${list.budget}/${list.where}/${list.numberOfPlants}`);
    return list.items.map((line, position) => {
      const itemId = itemIds.get(line.slug);
      if (!id || !itemId) throw new Error(`shopping list refers to unknown item ${line.slug}`);
      return { listId: id, itemId, quantity: line.quantity, position };
    });
  });
  await tx.insert(shoppingListItems).values(lines);
}

async function loadStrains(tx: Database) {
  const savedProducers = await tx
    .insert(strainProducers)
    .values(producers.map(({ slug, name, country, website }) => ({ slug, name, country, website })))
    .onConflictDoUpdate({
      target: strainProducers.slug,
      set: excludedColumns(strainProducers, unchanged),
    })
    .returning({ id: strainProducers.id, slug: strainProducers.slug });
  const producerId = new Map(savedProducers.map((row) => [row.slug ?? '', row.id]));
  const website = new Map(producers.map((producer) => [producer.slug, producer.website]));

  await tx
    .insert(strainsTable)
    .values(
      strains.map((strain) => {
        const id = producerId.get(strain.producer);
        if (!id) throw new Error(`${strain.slug}: unknown producer ${strain.producer}`);
        return {
          slug: strain.slug,
          producerId: id,
          name: strain.name,
          floweringType: strain.floweringType,
          seedType: strain.seedType,
          dominance: strain.dominance,
          parents: strain.parents,
          floweringWeeksMin: strain.floweringWeeksMin,
          floweringWeeksMax: strain.floweringWeeksMax,
          growWeeks: strain.growWeeks,
          indoorHeightCm: strain.indoorHeightCm,
          yieldIndoorGm2: strain.yieldIndoorGm2,
          thcPercent: strain.thcPercent,
          thcLevel: thcLevelOf(strain.thcPercent),
          cbdPercent: strain.cbdPercent,
          cbdLevel: cbdLevelOf(strain.cbdPercent),
          effects: strain.effects,
          price1: strain.price1,
          price3: strain.price3,
          link: website.get(strain.producer) ?? null,
        };
      }),
    )
    .onConflictDoUpdate({
      target: strainsTable.slug,
      set: excludedColumns(strainsTable, unchanged),
    });
}

/** The data's own fingerprint: any edit to a data file loads the catalogue again on start. */
export function catalogueVersion(): string {
  const data = { retailers, itemsByKind, shoppingLists, producers, strains };
  return createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
}

/**
 * Retailers, items, shopping lists, producers and strains, upserted by slug. Rows that left the
 * data stay (inventories may refer to them); their shopping-list lines are replaced as a whole.
 */
export const catalogueSeed: Seed = {
  name: 'catalogue',
  version: catalogueVersion(),
  async load(tx) {
    await loadRetailers(tx);
    await loadShoppingLists(tx, await loadItems(tx));
    await loadStrains(tx);
  },
};
