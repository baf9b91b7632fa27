import { ErrorCode } from '@maryjane/contract/error-codes';
import {
  PLANTS_PER_ADULT_DE,
  type JournalEntry,
  type journalEntryBodySchema,
  type JournalKind,
  type LegalCheck,
  type Plant,
  type plantBodySchema,
  type updateJournalEntryBodySchema,
} from '@maryjane/contract/grow-cycles';
import { livingPhases, PLANTS_PER_CYCLE_MAX, type GrowPhase } from '@maryjane/contract/phases';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { growCycles, journalEntries, plants } from '../../db/schema/grow';
import { users } from '../../db/schema/users';
import { HttpError, notFound } from '../../platform/http-errors';
import { fieldError, isUuid } from './owned';

type PlantValues = z.output<typeof plantBodySchema>;
type EntryValues = z.output<typeof journalEntryBodySchema>;
type EntryUpdate = z.output<typeof updateJournalEntryBodySchema>;

// ---------------------------------------------------------------------------------------------
// Plants

function selectPlants(db: Database) {
  return db
    .select({ plant: plants, cycleName: growCycles.name, cyclePhase: growCycles.phase })
    .from(plants)
    .innerJoin(growCycles, eq(growCycles.id, plants.cycleId));
}

function presentPlant({
  plant,
  cycleName,
  cyclePhase,
}: Awaited<ReturnType<typeof selectPlants>>[number]): Plant {
  return {
    id: plant.id,
    cycleId: plant.cycleId,
    cycleName,
    cyclePhase: cyclePhase as GrowPhase,
    number: plant.number,
    name: plant.name,
    notes: plant.notes,
    createdAt: plant.createdAt.toISOString(),
  };
}

async function assertOwnCycle(db: Database, ownerId: string, cycleId: string) {
  if (!isUuid(cycleId)) throw notFound();
  const [cycle] = await db
    .select({ id: growCycles.id, numberOfPlants: growCycles.numberOfPlants })
    .from(growCycles)
    .where(and(eq(growCycles.ownerId, ownerId), eq(growCycles.id, cycleId)));
  if (!cycle) throw notFound();
  return cycle;
}

/** Whether a PATCH body sets anything (absent and undefined keys change nothing). */
function hasChanges(values: object): boolean {
  return Object.values(values).some((value) => value !== undefined);
}

export async function listPlants(
  db: Database,
  ownerId: string,
  cycleId: string | undefined,
): Promise<Plant[]> {
  // Another grower's cycle is as unknown as a cycle that does not exist.
  if (cycleId) await assertOwnCycle(db, ownerId, cycleId);
  const rows = await selectPlants(db)
    .where(and(eq(plants.ownerId, ownerId), cycleId ? eq(plants.cycleId, cycleId) : undefined))
    .orderBy(desc(growCycles.startDate), asc(growCycles.id), asc(plants.number));
  return rows.map(presentPlant);
}

async function getPlant(db: Database, ownerId: string, id: string): Promise<Plant> {
  if (!isUuid(id)) throw notFound();
  const [row] = await selectPlants(db).where(and(eq(plants.ownerId, ownerId), eq(plants.id, id)));
  if (!row) throw notFound();
  return presentPlant(row);
}

export async function addPlant(
  db: Database,
  ownerId: string,
  cycleId: string,
  values: PlantValues,
): Promise<Plant> {
  const cycle = await assertOwnCycle(db, ownerId, cycleId);
  if (cycle.numberOfPlants >= PLANTS_PER_CYCLE_MAX)
    throw fieldError('numberOfPlants', 'outOfRange');
  const id = await db.transaction(async (tx) => {
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
  return getPlant(db, ownerId, id);
}

export async function updatePlant(
  db: Database,
  ownerId: string,
  id: string,
  values: PlantValues,
): Promise<Plant> {
  if (!isUuid(id)) throw notFound();
  // An empty change is no change (Drizzle refuses an UPDATE without columns).
  if (!hasChanges(values)) return getPlant(db, ownerId, id);
  const [row] = await db
    .update(plants)
    .set(values)
    .where(and(eq(plants.ownerId, ownerId), eq(plants.id, id)))
    .returning({ id: plants.id });
  if (!row) throw notFound();
  return getPlant(db, ownerId, id);
}

export async function deletePlant(db: Database, ownerId: string, id: string) {
  const plant = await getPlant(db, ownerId, id);
  await db.transaction(async (tx) => {
    // Only while the cycle keeps another plant: the guard and the delete see the same count.
    const [cycle] = await tx
      .update(growCycles)
      .set({ numberOfPlants: sql`${growCycles.numberOfPlants} - 1`, updatedAt: new Date() })
      .where(and(eq(growCycles.id, plant.cycleId), sql`${growCycles.numberOfPlants} > 1`))
      .returning({ id: growCycles.id });
    if (!cycle) {
      throw new HttpError(409, ErrorCode.lastPlant, 'A grow cycle keeps at least one plant');
    }
    await tx.delete(plants).where(eq(plants.id, id));
  });
}

// ---------------------------------------------------------------------------------------------
// Journal

function presentEntry(row: typeof journalEntries.$inferSelect): JournalEntry {
  return {
    id: row.id,
    cycleId: row.cycleId,
    plantId: row.plantId,
    date: row.date,
    kind: row.kind as JournalKind,
    amountL: row.amountL,
    ph: row.ph,
    ec: row.ec,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertPlantOfCycle(db: Database, cycleId: string, plantId: string) {
  const [plant] = await db
    .select({ id: plants.id })
    .from(plants)
    .where(and(eq(plants.cycleId, cycleId), eq(plants.id, plantId)));
  if (!plant) throw fieldError('plantId', 'notFound');
}

export async function listJournal(
  db: Database,
  ownerId: string,
  cycleId: string,
): Promise<JournalEntry[]> {
  await assertOwnCycle(db, ownerId, cycleId);
  const rows = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.ownerId, ownerId), eq(journalEntries.cycleId, cycleId)))
    .orderBy(desc(journalEntries.date), desc(journalEntries.createdAt));
  return rows.map(presentEntry);
}

export async function addJournalEntry(
  db: Database,
  ownerId: string,
  cycleId: string,
  values: EntryValues,
): Promise<JournalEntry> {
  await assertOwnCycle(db, ownerId, cycleId);
  if (values.plantId) await assertPlantOfCycle(db, cycleId, values.plantId);
  const [row] = await db
    .insert(journalEntries)
    .values({ ownerId, cycleId, ...values })
    .returning();
  if (!row) throw new Error('journal insert returned nothing');
  return presentEntry(row);
}

export async function updateJournalEntry(
  db: Database,
  ownerId: string,
  id: string,
  values: EntryUpdate,
): Promise<JournalEntry> {
  if (!isUuid(id)) throw notFound();
  const [entry] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.ownerId, ownerId), eq(journalEntries.id, id)));
  if (!entry) throw notFound();
  if (values.plantId) await assertPlantOfCycle(db, entry.cycleId, values.plantId);
  if (!hasChanges(values)) return presentEntry(entry);
  const [row] = await db
    .update(journalEntries)
    .set(values)
    .where(and(eq(journalEntries.ownerId, ownerId), eq(journalEntries.id, id)))
    .returning();
  if (!row) throw notFound();
  return presentEntry(row);
}

export async function deleteJournalEntry(db: Database, ownerId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const deleted = await db
    .delete(journalEntries)
    .where(and(eq(journalEntries.ownerId, ownerId), eq(journalEntries.id, id)))
    .returning({ id: journalEntries.id });
  if (deleted.length === 0) throw notFound();
}

// ---------------------------------------------------------------------------------------------
// Legal check

/** Countries whose home-grow plant limit MaryJane knows, per adult. */
const plantsPerAdult: Record<string, number> = { DE: PLANTS_PER_ADULT_DE };

export async function legalCheck(db: Database, ownerId: string): Promise<LegalCheck> {
  const [user] = await db
    .select({ country: users.locationCountryId, adults: users.adultsInHousehold })
    .from(users)
    .where(eq(users.id, ownerId));
  if (!user) throw notFound();
  const [counted] = await db
    .select({ plants: sql<number>`coalesce(sum(${growCycles.numberOfPlants}), 0)::int` })
    .from(growCycles)
    .where(and(eq(growCycles.ownerId, ownerId), inArray(growCycles.phase, [...livingPhases])));
  const perAdult = user.country ? plantsPerAdult[user.country] : undefined;
  const limit = perAdult === undefined ? null : perAdult * user.adults;
  const living = counted?.plants ?? 0;
  return {
    applies: limit !== null,
    country: user.country,
    adults: user.adults,
    limit,
    plants: living,
    exceeded: limit !== null && living > limit,
  };
}

export async function updateHousehold(db: Database, ownerId: string, adultsInHousehold: number) {
  await db
    .update(users)
    .set({ adultsInHousehold, updatedAt: new Date() })
    .where(eq(users.id, ownerId));
}
