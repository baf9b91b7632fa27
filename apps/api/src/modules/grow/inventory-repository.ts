import {
  findShoppingList,
  insertCustomItem,
  type CustomItemValues,
} from '../catalogue/items-repository';
import { insertCustomStrain } from '../catalogue/strains-repository';
import type { Page } from '@maryjane/contract/catalogue';
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
  type InventorySort,
  type InventoryTotals,
  type updateInventoryBodySchema,
} from '@maryjane/contract/inventory';
import type { FloweringType } from '@maryjane/contract/strains';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { catalogueItems, strainProducers, strains } from '../../db/schema/catalogue';
import { inventoryItems } from '../../db/schema/grow';
import { notFound } from '../../platform/http-errors';
import { containsText, visibleTo } from '../catalogue/sql-parts';
import { fieldError, isUuid, roundCents } from './owned';

type CreateValues = z.output<typeof createInventoryBodySchema>;
type CreateCustomValues = z.output<ReturnType<typeof createCustomInventoryBodySchema>>;
type CustomStrainValues = Parameters<typeof insertCustomStrain>[2];
type UpdateValues = z.output<typeof updateInventoryBodySchema>;
type ListQuery = z.output<typeof inventoryQuerySchema>;

const nameColumn = sql<string>`coalesce(${catalogueItems.name}, ${strains.name})`;

const columns = {
  line: inventoryItems,
  itemName: nameColumn,
  itemType: sql<string>`coalesce(${catalogueItems.type}, ${strains.floweringType})`,
  itemBrand: sql<string | null>`coalesce(${catalogueItems.brand}, ${strainProducers.name})`,
  itemOwner: sql<string | null>`coalesce(${catalogueItems.ownerId}, ${strains.ownerId})`,
  floweringType: strains.floweringType,
  floweringWeeksMin: strains.floweringWeeksMin,
  floweringWeeksMax: strains.floweringWeeksMax,
  growWeeks: strains.growWeeks,
  producerName: strainProducers.name,
};

function selectLines(db: Database) {
  return db
    .select(columns)
    .from(inventoryItems)
    .leftJoin(catalogueItems, eq(catalogueItems.id, inventoryItems.catalogueItemId))
    .leftJoin(strains, eq(strains.id, inventoryItems.strainId))
    .leftJoin(strainProducers, eq(strainProducers.id, strains.producerId));
}

type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

function presentLine(row: LineRow): InventoryItem {
  const { line } = row;
  const refId = line.catalogueItemId ?? line.strainId;
  if (!refId) throw new Error(`inventory line ${line.id} refers to nothing`);
  return {
    id: line.id,
    kind: line.kind as InventoryKind,
    item: {
      id: refId,
      name: row.itemName,
      type: row.itemType,
      brand: row.itemBrand,
      custom: row.itemOwner !== null,
    },
    strain:
      line.kind === 'seeds' && row.floweringType
        ? {
            floweringType: row.floweringType as FloweringType,
            floweringWeeksMin: row.floweringWeeksMin,
            floweringWeeksMax: row.floweringWeeksMax,
            growWeeks: row.growWeeks,
            producerName: row.producerName ?? '',
          }
        : null,
    purchaseDate: line.purchaseDate,
    link: line.link,
    storageLocation: line.storageLocation,
    quantity: line.quantity,
    price: line.price,
    notes: line.notes,
    retailer: line.retailer,
    brand: line.brand,
    createdAt: line.createdAt.toISOString(),
    updatedAt: line.updatedAt.toISOString(),
  };
}

const order: Record<InventorySort, SQL[]> = {
  name: [asc(sql`lower(${nameColumn})`)],
  '-name': [desc(sql`lower(${nameColumn})`)],
  purchaseDate: [sql`${inventoryItems.purchaseDate} asc nulls last`],
  '-purchaseDate': [sql`${inventoryItems.purchaseDate} desc nulls last`],
  price: [sql`${inventoryItems.price} asc nulls last`],
  '-price': [sql`${inventoryItems.price} desc nulls last`],
  '-createdAt': [desc(inventoryItems.createdAt)],
};

const ofOwnerAndKind = (ownerId: string, kind: InventoryKind) =>
  and(eq(inventoryItems.ownerId, ownerId), eq(inventoryItems.kind, kind));

export async function listInventory(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  query: ListQuery,
): Promise<Page<InventoryItem>> {
  const where = and(
    ofOwnerAndKind(ownerId, kind),
    query.type
      ? sql`coalesce(${catalogueItems.type}, ${strains.floweringType}) = ${query.type}`
      : undefined,
    query.q
      ? containsText(
          [catalogueItems.name, strains.name, inventoryItems.brand, inventoryItems.notes],
          query.q,
        )
      : undefined,
  );
  const [counted] = await db
    .select({ total: count() })
    .from(inventoryItems)
    .leftJoin(catalogueItems, eq(catalogueItems.id, inventoryItems.catalogueItemId))
    .leftJoin(strains, eq(strains.id, inventoryItems.strainId))
    .where(where);
  const rows = await selectLines(db)
    .where(where)
    .orderBy(...order[query.sort], asc(inventoryItems.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(presentLine),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getInventoryItem(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  id: string,
): Promise<InventoryItem> {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectLines(db).where(
    and(ofOwnerAndKind(ownerId, kind), eq(inventoryItems.id, id)),
  );
  if (!row) throw notFound();
  return presentLine(row);
}

/** The catalogue row (or strain) a new line refers to must exist and be visible to its owner. */
async function assertVisibleRef(db: Database, ownerId: string, kind: InventoryKind, id: string) {
  if (kind === 'seeds') {
    const [strain] = await db
      .select({ id: strains.id })
      .from(strains)
      .where(and(eq(strains.id, id), visibleTo(strains.ownerId, ownerId)));
    if (!strain) throw fieldError('itemId', 'notFound');
    return;
  }
  const [item] = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.id, id),
        eq(catalogueItems.kind, catalogueKindOf[kind]),
        visibleTo(catalogueItems.ownerId, ownerId),
      ),
    );
  if (!item) throw fieldError('itemId', 'notFound');
}

export async function createInventoryItem(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  { itemId, ...values }: CreateValues,
): Promise<InventoryItem> {
  await assertVisibleRef(db, ownerId, kind, itemId);
  const [row] = await db
    .insert(inventoryItems)
    .values({
      ownerId,
      kind,
      ...(kind === 'seeds' ? { strainId: itemId } : { catalogueItemId: itemId }),
      ...values,
    })
    .returning({ id: inventoryItems.id });
  if (!row) throw new Error('inventory insert returned nothing');
  return getInventoryItem(db, ownerId, kind, row.id);
}

/**
 * The grower's own strain (seeds) or catalogue item (the other kinds): what a new line of
 * `kind` refers to when the catalogue lacks it.
 */
export async function insertCustomEntry(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  entry: CustomStrainValues | CustomItemValues,
): Promise<{ id: string }> {
  const isStrain = 'producer' in entry;
  if (kind === 'seeds' && isStrain) return insertCustomStrain(db, ownerId, entry);
  if (kind !== 'seeds' && !isStrain)
    return insertCustomItem(db, catalogueKindOf[kind], ownerId, entry);
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
    const { id: itemId } = await insertCustomEntry(tx, ownerId, kind, entry);
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
  const [row] = await db
    .update(inventoryItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofOwnerAndKind(ownerId, kind), eq(inventoryItems.id, id)))
    .returning({ id: inventoryItems.id });
  if (!row) throw notFound();
  return getInventoryItem(db, ownerId, kind, id);
}

export async function deleteInventoryItem(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const deleted = await db
    .delete(inventoryItems)
    .where(and(ofOwnerAndKind(ownerId, kind), eq(inventoryItems.id, id)))
    .returning({ id: inventoryItems.id });
  if (deleted.length === 0) throw notFound();
}

export async function inventoryTotals(db: Database, ownerId: string): Promise<InventoryTotals> {
  const rows = await db
    .select({
      kind: inventoryItems.kind,
      lines: count(),
      quantity: sql<string>`coalesce(sum(${inventoryItems.quantity}), 0)`,
      spend: sql<string>`coalesce(sum(${inventoryItems.price}), 0)`,
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.ownerId, ownerId))
    .groupBy(inventoryItems.kind);
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

/** Puts a shopping list into the inventory in one transaction (see ApplyShoppingListBody). */
export async function applyShoppingList(
  db: Database,
  ownerId: string,
  kind: Exclude<InventoryKind, 'seeds'>,
  body: z.output<typeof applyShoppingListBodySchema>,
): Promise<ApplyShoppingListResult> {
  const list = await findShoppingList(
    db,
    catalogueKindOf[kind],
    body.budget,
    body.where,
    body.numberOfPlants,
  );
  if (!list) throw fieldError('numberOfPlants', 'outOfRange');
  return db.transaction(async (tx) => {
    let removed = 0;
    if (body.mode === 'replace') {
      removed = (
        await tx
          .delete(inventoryItems)
          .where(ofOwnerAndKind(ownerId, kind))
          .returning({ id: inventoryItems.id })
      ).length;
    }
    const existing = await tx
      .select({
        id: inventoryItems.id,
        catalogueItemId: inventoryItems.catalogueItemId,
        quantity: inventoryItems.quantity,
        price: inventoryItems.price,
      })
      .from(inventoryItems)
      .where(
        and(
          ofOwnerAndKind(ownerId, kind),
          inArray(
            inventoryItems.catalogueItemId,
            list.items.map((line) => line.item.id),
          ),
        ),
      );
    let added = 0;
    let updated = 0;
    for (const line of list.items) {
      const linePrice = line.item.price === null ? null : line.lineTotal;
      const current = existing.find((row) => row.catalogueItemId === line.item.id);
      if (current) {
        await tx
          .update(inventoryItems)
          .set({
            quantity: current.quantity + line.quantity,
            price:
              current.price === null && linePrice === null
                ? null
                : roundCents((current.price ?? 0) + (linePrice ?? 0)),
            updatedAt: new Date(),
          })
          .where(eq(inventoryItems.id, current.id));
        updated++;
      } else {
        await tx.insert(inventoryItems).values({
          ownerId,
          kind,
          catalogueItemId: line.item.id,
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
