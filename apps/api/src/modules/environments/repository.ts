import type { environmentBodySchema } from '@maryjane/contract/environments';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { catalogueItems } from '../../db/schema/catalogue';
import {
  environmentEquipment,
  environments,
  growCycles,
  inventoryItems,
} from '../../db/schema/grow';

export type EnvironmentRow = typeof environments.$inferSelect;
type Values = Omit<z.output<typeof environmentBodySchema>, 'equipmentIds'>;

/** Every query here is scoped to its owner; none knows HTTP. */
export function listEnvironmentRows(db: Database, ownerId: string) {
  return db
    .select()
    .from(environments)
    .where(eq(environments.ownerId, ownerId))
    .orderBy(asc(sql`lower(${environments.name})`));
}

export async function findEnvironmentRow(db: Database, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(environments)
    .where(and(eq(environments.ownerId, ownerId), eq(environments.id, id)));
  return row ?? null;
}

/** The equipment lines placed in these environments, with their catalogue names. */
export function equipmentOf(db: Database, environmentIds: string[]) {
  return db
    .select({
      environmentId: environmentEquipment.environmentId,
      id: inventoryItems.id,
      name: catalogueItems.name,
      type: catalogueItems.type,
      quantity: inventoryItems.quantity,
    })
    .from(environmentEquipment)
    .innerJoin(inventoryItems, eq(inventoryItems.id, environmentEquipment.inventoryItemId))
    .innerJoin(catalogueItems, eq(catalogueItems.id, inventoryItems.catalogueItemId))
    .where(inArray(environmentEquipment.environmentId, environmentIds))
    .orderBy(asc(catalogueItems.type), asc(catalogueItems.name));
}

export type PlacedEquipment = Awaited<ReturnType<typeof equipmentOf>>[number];

/** How many cycles that are not complete grow in each of these environments. */
export function activeCycleCounts(db: Database, environmentIds: string[]) {
  return db
    .select({ environmentId: growCycles.environmentId, active: sql<number>`count(*)::int` })
    .from(growCycles)
    .where(and(inArray(growCycles.environmentId, environmentIds), ne(growCycles.phase, 'complete')))
    .groupBy(growCycles.environmentId);
}

/** How many of these ids are the owner's equipment lines. */
export async function countOwnEquipment(db: Database, ownerId: string, ids: string[]) {
  const found = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.ownerId, ownerId),
        eq(inventoryItems.kind, 'equipment'),
        inArray(inventoryItems.id, ids),
      ),
    );
  return found.length;
}

export async function insertEnvironment(
  db: Database,
  ownerId: string,
  values: Values,
  equipmentIds: string[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(environments)
      .values({ ownerId, ...values })
      .returning({ id: environments.id });
    if (!row) throw new Error('environment insert returned nothing');
    if (equipmentIds.length > 0) {
      await tx
        .insert(environmentEquipment)
        .values(
          equipmentIds.map((inventoryItemId) => ({ environmentId: row.id, inventoryItemId })),
        );
    }
    return row.id;
  });
}

/** Updates the environment and, when given, replaces its equipment; false when not the owner's. */
export async function updateEnvironmentRow(
  db: Database,
  ownerId: string,
  id: string,
  values: Partial<Values>,
  equipmentIds: string[] | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(environments)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(environments.ownerId, ownerId), eq(environments.id, id)))
      .returning({ id: environments.id });
    if (!row) return false;
    if (equipmentIds) {
      await tx.delete(environmentEquipment).where(eq(environmentEquipment.environmentId, id));
      if (equipmentIds.length > 0) {
        await tx
          .insert(environmentEquipment)
          .values(equipmentIds.map((inventoryItemId) => ({ environmentId: id, inventoryItemId })));
      }
    }
    return true;
  });
}

export async function deleteEnvironmentRow(db: Database, ownerId: string, id: string) {
  const deleted = await db
    .delete(environments)
    .where(and(eq(environments.ownerId, ownerId), eq(environments.id, id)))
    .returning({ id: environments.id });
  return deleted.length > 0;
}

/** The names of the grower's environments, in lower case. */
export async function lowerCaseNamesOf(db: Database, ownerId: string) {
  const rows = await db
    .select({ name: sql<string>`lower(${environments.name})` })
    .from(environments)
    .where(eq(environments.ownerId, ownerId));
  return new Set(rows.map((row) => row.name));
}
