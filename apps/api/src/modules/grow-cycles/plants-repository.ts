import type { plantBodySchema, updatePlantBodySchema } from '@maryjane/contract/grow-cycles';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { isoTimestamp, jsonArrayText } from '../../db/sql-parts';
import { growCycles, plants } from '../../db/schema/grow';

type PlantValues = z.output<typeof plantBodySchema>;

function selectPlants(db: Database) {
  return db
    .select({ plant: plants, cycleName: growCycles.name, cyclePhase: growCycles.phase })
    .from(plants)
    .innerJoin(growCycles, eq(growCycles.id, plants.cycleId));
}

export type PlantRow = Awaited<ReturnType<typeof selectPlants>>[number];

const ownerId = sql.placeholder('ownerId');
const plantOrder = [desc(growCycles.startDate), asc(growCycles.id), asc(plants.number)];

/** A plant as the contract's `Plant` (presenter.ts's presentPlant), written by PostgreSQL. */
const plantJson = sql`json_build_object(
  'id', ${plants.id}, 'cycleId', ${plants.cycleId},
  'cycleName', ${growCycles.name}, 'cyclePhase', ${growCycles.phase},
  'number', ${plants.number}, 'name', ${plants.name}, 'notes', ${plants.notes},
  'sex', ${plants.sex}, 'status', ${plants.status}, 'statusReason', ${plants.statusReason},
  'statusNote', ${plants.statusNote}, 'statusDate', ${plants.statusDate},
  'createdAt', ${isoTimestamp(plants.createdAt)})`;

function plantsJson(db: Database) {
  return db
    .select({ json: jsonArrayText(plantJson, sql.join(plantOrder, sql`, `)) })
    .from(plants)
    .innerJoin(growCycles, eq(growCycles.id, plants.cycleId));
}

// The hot reads are built once per database (../../db/prepared.ts).
const allPlants = preparedQuery((db) =>
  plantsJson(db).where(eq(plants.ownerId, ownerId)).prepare('plants_of_owner'),
);
const plantsOfCycle = preparedQuery((db) =>
  plantsJson(db)
    .where(and(eq(plants.ownerId, ownerId), eq(plants.cycleId, sql.placeholder('cycleId'))))
    .prepare('plants_of_cycle'),
);
const plantById = preparedQuery((db) =>
  selectPlants(db)
    .where(and(eq(plants.ownerId, ownerId), eq(plants.id, sql.placeholder('id'))))
    .prepare('plant_by_id'),
);

/**
 * The owner's plants, of one cycle or of all, newest cycle first, then by number: the JSON array
 * of the answer, as PostgreSQL wrote it (a grower's list is the hottest read there is).
 */
export async function listPlantsJson(db: Database, owner: string, cycleId: string | undefined) {
  const [row] = cycleId
    ? await plantsOfCycle(db).execute({ ownerId: owner, cycleId })
    : await allPlants(db).execute({ ownerId: owner });
  return row?.json ?? '[]';
}

export async function findPlantRow(db: Database, owner: string, id: string) {
  const [row] = await plantById(db).execute({ ownerId: owner, id });
  return row ?? null;
}

export async function isPlantOfCycle(db: Database, cycleId: string, plantId: string) {
  const [plant] = await db
    .select({ id: plants.id })
    .from(plants)
    .where(and(eq(plants.cycleId, cycleId), eq(plants.id, plantId)));
  return plant !== undefined;
}

/** A plant numbered after the cycle's highest, and the cycle's count raised, together. */
export async function insertPlant(
  db: Database,
  ownerId: string,
  cycleId: string,
  values: PlantValues,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [highest] = await tx
      .select({ number: sql<number | null>`max(${plants.number})` })
      .from(plants)
      .where(eq(plants.cycleId, cycleId));
    const [row] = await tx
      .insert(plants)
      .values({ ownerId, cycleId, number: (highest?.number ?? 0) + 1, ...values })
      .returning({ id: plants.id });
    if (!row) throw new Error('plant insert returned nothing');
    await tx
      .update(growCycles)
      .set({ numberOfPlants: sql`${growCycles.numberOfPlants} + 1`, updatedAt: new Date() })
      .where(eq(growCycles.id, cycleId));
    return row.id;
  });
}

export async function updatePlantRow(
  db: Database,
  ownerId: string,
  id: string,
  values: z.output<typeof updatePlantBodySchema>,
) {
  const [row] = await db
    .update(plants)
    .set(values)
    .where(and(eq(plants.ownerId, ownerId), eq(plants.id, id)))
    .returning({ id: plants.id });
  return row !== undefined;
}

/**
 * Deletes the plant and lowers its cycle's count, only while the cycle keeps another plant: the
 * guard and the delete see the same count. False when it was the cycle's last plant.
 */
export async function deletePlantUnlessLast(db: Database, plant: { id: string; cycleId: string }) {
  return db.transaction(async (tx) => {
    const [cycle] = await tx
      .update(growCycles)
      .set({ numberOfPlants: sql`${growCycles.numberOfPlants} - 1`, updatedAt: new Date() })
      .where(and(eq(growCycles.id, plant.cycleId), sql`${growCycles.numberOfPlants} > 1`))
      .returning({ id: growCycles.id });
    if (!cycle) return false;
    await tx.delete(plants).where(eq(plants.id, plant.id));
    return true;
  });
}
