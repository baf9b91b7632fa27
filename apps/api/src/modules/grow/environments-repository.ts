import type {
  Environment,
  environmentBodySchema,
  EnvironmentType,
  updateEnvironmentBodySchema,
} from '@maryjane/contract/environments';
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
import { isUniqueViolation } from '../../platform/errors';
import { notFound } from '../../platform/http-errors';
import { fieldError, isUuid } from './owned';

type CreateValues = z.output<typeof environmentBodySchema>;
type UpdateValues = z.output<typeof updateEnvironmentBodySchema>;

async function presentEnvironments(
  db: Database,
  rows: (typeof environments.$inferSelect)[],
): Promise<Environment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const equipment = await db
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
    .where(inArray(environmentEquipment.environmentId, ids))
    .orderBy(asc(catalogueItems.type), asc(catalogueItems.name));
  const cycles = await db
    .select({ environmentId: growCycles.environmentId, active: sql<number>`count(*)::int` })
    .from(growCycles)
    .where(and(inArray(growCycles.environmentId, ids), ne(growCycles.phase, 'complete')))
    .groupBy(growCycles.environmentId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type as EnvironmentType,
    location: row.location,
    widthCm: row.widthCm,
    depthCm: row.depthCm,
    heightCm: row.heightCm,
    notes: row.notes,
    equipment: equipment
      .filter((line) => line.environmentId === row.id)
      .map(({ environmentId: _, ...line }) => line),
    activeCycles: cycles.find((entry) => entry.environmentId === row.id)?.active ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listEnvironments(db: Database, ownerId: string): Promise<Environment[]> {
  const rows = await db
    .select()
    .from(environments)
    .where(eq(environments.ownerId, ownerId))
    .orderBy(asc(sql`lower(${environments.name})`));
  return presentEnvironments(db, rows);
}

export async function getEnvironment(
  db: Database,
  ownerId: string,
  id: string,
): Promise<Environment> {
  if (!isUuid(id)) throw notFound();
  const rows = await db
    .select()
    .from(environments)
    .where(and(eq(environments.ownerId, ownerId), eq(environments.id, id)));
  const [environment] = await presentEnvironments(db, rows);
  if (!environment) throw notFound();
  return environment;
}

/** Every id must be one of the owner's equipment lines. */
async function assertOwnEquipment(db: Database, ownerId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.ownerId, ownerId),
        eq(inventoryItems.kind, 'equipment'),
        inArray(inventoryItems.id, unique),
      ),
    );
  if (found.length !== unique.length) throw fieldError('equipmentIds', 'notFound');
  return unique;
}

/** Two environments of one grower never share a name (case-insensitively). */
async function nameTakenGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', 'nameTaken');
    throw error;
  }
}

export async function createEnvironment(
  db: Database,
  ownerId: string,
  { equipmentIds, ...values }: CreateValues,
): Promise<Environment> {
  const equipment = await assertOwnEquipment(db, ownerId, equipmentIds);
  const id = await nameTakenGuard(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(environments)
        .values({ ownerId, ...values })
        .returning({ id: environments.id });
      if (!row) throw new Error('environment insert returned nothing');
      if (equipment.length > 0) {
        await tx
          .insert(environmentEquipment)
          .values(equipment.map((inventoryItemId) => ({ environmentId: row.id, inventoryItemId })));
      }
      return row.id;
    }),
  );
  return getEnvironment(db, ownerId, id);
}

export async function updateEnvironment(
  db: Database,
  ownerId: string,
  id: string,
  { equipmentIds, ...values }: UpdateValues,
): Promise<Environment> {
  if (!isUuid(id)) throw notFound();
  const equipment =
    equipmentIds === undefined ? undefined : await assertOwnEquipment(db, ownerId, equipmentIds);
  await nameTakenGuard(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(environments)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(environments.ownerId, ownerId), eq(environments.id, id)))
        .returning({ id: environments.id });
      if (!row) throw notFound();
      if (equipment) {
        await tx.delete(environmentEquipment).where(eq(environmentEquipment.environmentId, id));
        if (equipment.length > 0) {
          await tx
            .insert(environmentEquipment)
            .values(equipment.map((inventoryItemId) => ({ environmentId: id, inventoryItemId })));
        }
      }
    }),
  );
  return getEnvironment(db, ownerId, id);
}

export async function deleteEnvironment(db: Database, ownerId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const deleted = await db
    .delete(environments)
    .where(and(eq(environments.ownerId, ownerId), eq(environments.id, id)))
    .returning({ id: environments.id });
  if (deleted.length === 0) throw notFound();
}
