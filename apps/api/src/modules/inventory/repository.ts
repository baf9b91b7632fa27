import type {
  createInventoryBodySchema,
  InventoryKind,
  inventoryQuerySchema,
  InventorySort,
  updateInventoryBodySchema,
} from '@maryjane/contract/inventory';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { catalogueItems, strainProducers, strains } from '../../db/schema/catalogue';
import { inventoryItems } from '../../db/schema/grow';
import { containsText } from '../../db/sql-parts';

type LineValues = Omit<z.output<typeof createInventoryBodySchema>, 'itemId'>;
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
  catalogueWatts: sql<number | null>`(${catalogueItems.specs} ->> 'watts')::real`,
};

function selectLines(db: Database) {
  return db
    .select(columns)
    .from(inventoryItems)
    .leftJoin(catalogueItems, eq(catalogueItems.id, inventoryItems.catalogueItemId))
    .leftJoin(strains, eq(strains.id, inventoryItems.strainId))
    .leftJoin(strainProducers, eq(strainProducers.id, strains.producerId));
}

export type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

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

/** One page of the owner's lines of a kind, and how many match in all. */
export async function listLines(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  query: ListQuery,
) {
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
  return { rows, total: counted?.total ?? 0 };
}

const lineById = preparedQuery((db) =>
  selectLines(db)
    .where(
      and(
        eq(inventoryItems.ownerId, sql.placeholder('ownerId')),
        eq(inventoryItems.kind, sql.placeholder('kind')),
        eq(inventoryItems.id, sql.placeholder('id')),
      ),
    )
    .prepare('inventory_line_by_id'),
);

export async function findLine(db: Database, ownerId: string, kind: InventoryKind, id: string) {
  const [row] = await lineById(db).execute({ ownerId, kind, id });
  return row ?? null;
}

/** A new line referring to a strain (seeds) or a catalogue item (the other kinds). */
export async function insertLine(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  itemId: string,
  values: LineValues,
): Promise<string> {
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
  return row.id;
}

export async function updateLine(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  id: string,
  values: UpdateValues,
) {
  const [row] = await db
    .update(inventoryItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofOwnerAndKind(ownerId, kind), eq(inventoryItems.id, id)))
    .returning({ id: inventoryItems.id });
  return row !== undefined;
}

export async function deleteLine(db: Database, ownerId: string, kind: InventoryKind, id: string) {
  const deleted = await db
    .delete(inventoryItems)
    .where(and(ofOwnerAndKind(ownerId, kind), eq(inventoryItems.id, id)))
    .returning({ id: inventoryItems.id });
  return deleted.length > 0;
}

/** Deletes every line of a kind; how many there were. */
export async function deleteLinesOfKind(db: Database, ownerId: string, kind: InventoryKind) {
  const deleted = await db
    .delete(inventoryItems)
    .where(ofOwnerAndKind(ownerId, kind))
    .returning({ id: inventoryItems.id });
  return deleted.length;
}

/** Lines, per kind, with their summed quantity and spend (as PostgreSQL's numeric text). */
export function totalsByKind(db: Database, ownerId: string) {
  return db
    .select({
      kind: inventoryItems.kind,
      lines: count(),
      quantity: sql<string>`coalesce(sum(${inventoryItems.quantity}), 0)`,
      spend: sql<string>`coalesce(sum(${inventoryItems.price}), 0)`,
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.ownerId, ownerId))
    .groupBy(inventoryItems.kind);
}

/** The owner's lines of a kind that refer to these catalogue items. */
export function linesOfCatalogueItems(
  db: Database,
  ownerId: string,
  kind: InventoryKind,
  catalogueItemIds: string[],
) {
  return db
    .select({
      id: inventoryItems.id,
      catalogueItemId: inventoryItems.catalogueItemId,
      quantity: inventoryItems.quantity,
      price: inventoryItems.price,
    })
    .from(inventoryItems)
    .where(
      and(ofOwnerAndKind(ownerId, kind), inArray(inventoryItems.catalogueItemId, catalogueItemIds)),
    );
}

/** Sets a line's quantity and price (a shopping list added to what the grower has). */
export async function restockLine(
  db: Database,
  id: string,
  values: { quantity: number; price: number | null },
) {
  await db
    .update(inventoryItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inventoryItems.id, id));
}

/** The strain of one of the owner's seed lines, or null when the line is not theirs. */
export async function findSeedStrain(db: Database, ownerId: string, seedId: string) {
  const [seed] = await db
    .select({ strainId: inventoryItems.strainId })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.ownerId, ownerId),
        eq(inventoryItems.kind, 'seeds'),
        eq(inventoryItems.id, seedId),
      ),
    );
  return seed?.strainId ?? null;
}
