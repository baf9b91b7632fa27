import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueItems, strains } from '../../db/schema/catalogue';
import { journalFeedItems } from '../../db/schema/feeding';
import {
  environmentEquipment,
  environments,
  inventoryItems,
  inventoryMovements,
  journalEntries,
  plants,
} from '../../db/schema/grow';
import { harvests } from '../../db/schema/harvests';
import { sensorRollups } from '../../db/schema/sensors';
import { users } from '../../db/schema/users';

/**
 * What harvest results read (issue 27), every query scoped to the owner: the cycle's harvests
 * and plants, its environment's equipment and climate rollups, the inventory movements it made
 * and its feed entries. The cycle itself comes through the grow-cycles service.
 */

export type HarvestRow = Awaited<ReturnType<typeof cycleHarvests>>[number];

/** Each plant's harvest record, by plant number, with the plant's number and name. */
export function cycleHarvests(db: Database, ownerId: string, cycleId: string) {
  return db
    .select({
      harvest: harvests,
      plantNumber: plants.number,
      plantName: plants.name,
    })
    .from(harvests)
    .innerJoin(plants, eq(plants.id, harvests.plantId))
    .where(and(eq(harvests.ownerId, ownerId), eq(harvests.cycleId, cycleId)))
    .orderBy(asc(plants.number));
}

/** The cycle's plants (removed ones too): number and status, for counts and photo captions. */
export function cyclePlants(db: Database, ownerId: string, cycleId: string) {
  return db
    .select({ id: plants.id, number: plants.number, status: plants.status })
    .from(plants)
    .where(and(eq(plants.ownerId, ownerId), eq(plants.cycleId, cycleId)));
}

/** The environment's type and size (never its name or location: a report may be shared). */
export async function environmentSize(db: Database, ownerId: string, environmentId: string) {
  const [row] = await db
    .select({
      type: environments.type,
      widthCm: environments.widthCm,
      depthCm: environments.depthCm,
      heightCm: environments.heightCm,
    })
    .from(environments)
    .where(and(eq(environments.ownerId, ownerId), eq(environments.id, environmentId)));
  return row ?? null;
}

export type EquipmentRow = Awaited<ReturnType<typeof environmentDevices>>[number];

/** The environment's equipment lines with what the catalogue says of their items. */
export function environmentDevices(db: Database, ownerId: string, environmentId: string) {
  return db
    .select({
      id: inventoryItems.id,
      name: catalogueItems.name,
      type: catalogueItems.type,
      quantity: inventoryItems.quantity,
      price: inventoryItems.price,
      watts: inventoryItems.watts,
      hoursPerDay: inventoryItems.hoursPerDay,
      expectedCycles: inventoryItems.expectedCycles,
      catalogueWatts: sql<number | null>`(${catalogueItems.specs} ->> 'watts')::real`,
    })
    .from(environmentEquipment)
    .innerJoin(inventoryItems, eq(inventoryItems.id, environmentEquipment.inventoryItemId))
    .innerJoin(catalogueItems, eq(catalogueItems.id, inventoryItems.catalogueItemId))
    .where(
      and(
        eq(environmentEquipment.environmentId, environmentId),
        eq(inventoryItems.ownerId, ownerId),
        eq(inventoryItems.kind, 'equipment'),
      ),
    )
    .orderBy(asc(catalogueItems.name), asc(inventoryItems.id));
}

export type SeedsUseRow = Awaited<ReturnType<typeof seedsUsed>>[number];

/**
 * Seeds lines the cycle took seeds from: the seeds it took net (`taken`), the line's price and
 * how many seeds the line has had (`bought`: what is left plus what every cycle took net).
 */
export function seedsUsed(db: Database, ownerId: string, cycleId: string) {
  const tookByCycle = sql<number>`-sum(${inventoryMovements.change}) filter (where ${inventoryMovements.cycleId} = ${cycleId})`;
  return db
    .select({
      id: inventoryItems.id,
      name: strains.name,
      price: inventoryItems.price,
      taken: sql<number>`${tookByCycle}::int`,
      bought: sql<number>`(${inventoryItems.quantity} - sum(${inventoryMovements.change}))::int`,
    })
    .from(inventoryItems)
    .innerJoin(strains, eq(strains.id, inventoryItems.strainId))
    .innerJoin(inventoryMovements, eq(inventoryMovements.inventoryItemId, inventoryItems.id))
    .where(
      and(
        eq(inventoryItems.ownerId, ownerId),
        eq(inventoryItems.kind, 'seeds'),
        inArray(
          inventoryItems.id,
          db
            .select({ id: inventoryMovements.inventoryItemId })
            .from(inventoryMovements)
            .where(
              and(eq(inventoryMovements.ownerId, ownerId), eq(inventoryMovements.cycleId, cycleId)),
            ),
        ),
      ),
    )
    .groupBy(inventoryItems.id, strains.name)
    .orderBy(asc(strains.name));
}

export type SuppliesUseRow = Awaited<ReturnType<typeof suppliesUsed>>[number];

/**
 * Supplies lines the cycle's feeds took from: ml or g taken net (`used`, in the line's stock
 * unit), the line's price, packs bought and the catalogue's pack volume or weight.
 */
export function suppliesUsed(db: Database, ownerId: string, cycleId: string) {
  return db
    .select({
      id: inventoryItems.id,
      name: catalogueItems.name,
      price: inventoryItems.price,
      quantity: inventoryItems.quantity,
      stockUnit: inventoryItems.stockUnit,
      volumeL: sql<number | null>`(${catalogueItems.specs} ->> 'volumeL')::real`,
      weightKg: sql<number | null>`(${catalogueItems.specs} ->> 'weightKg')::real`,
      used: sql<number>`(-sum(${inventoryMovements.amount}))::real`,
    })
    .from(inventoryMovements)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryMovements.inventoryItemId))
    .innerJoin(catalogueItems, eq(catalogueItems.id, inventoryItems.catalogueItemId))
    .where(
      and(
        eq(inventoryMovements.ownerId, ownerId),
        eq(inventoryMovements.cycleId, cycleId),
        eq(inventoryMovements.reason, 'feed'),
        isNotNull(inventoryMovements.amount),
      ),
    )
    .groupBy(inventoryItems.id, catalogueItems.name, catalogueItems.specs)
    .orderBy(asc(catalogueItems.name));
}

/** The grower's own price per kWh; null when not set. */
export async function electricityPrice(db: Database, ownerId: string) {
  const [row] = await db
    .select({ price: users.electricityPrice })
    .from(users)
    .where(eq(users.id, ownerId));
  return row?.price ?? null;
}

export type RollupRow = Awaited<ReturnType<typeof climateRollups>>[number];

/** The environment's temperature and humidity rollups from `from` up to `to`, oldest first. */
export function climateRollups(db: Database, environmentId: string, from: Date, to: Date) {
  return db
    .select({
      bucket: sensorRollups.bucket,
      metric: sensorRollups.metric,
      count: sensorRollups.count,
      sum: sensorRollups.sum,
      min: sensorRollups.min,
      max: sensorRollups.max,
    })
    .from(sensorRollups)
    .where(
      and(
        eq(sensorRollups.environmentId, environmentId),
        inArray(sensorRollups.metric, ['air_temperature', 'humidity']),
        gte(sensorRollups.bucket, from),
        lt(sensorRollups.bucket, to),
      ),
    )
    .orderBy(asc(sensorRollups.bucket));
}

export type FeedEntryRow = Awaited<ReturnType<typeof feedEntries>>[number];
export type FeedProductRow = Awaited<ReturnType<typeof feedProducts>>[number];

/** The cycle's feed and water entries, oldest first, with their plant's number (no notes). */
export function feedEntries(db: Database, ownerId: string, cycleId: string) {
  return db
    .select({
      id: journalEntries.id,
      date: journalEntries.date,
      plantNumber: plants.number,
      amountL: journalEntries.amountL,
      ph: journalEntries.ph,
      ec: journalEntries.ec,
    })
    .from(journalEntries)
    .leftJoin(plants, eq(plants.id, journalEntries.plantId))
    .where(
      and(
        eq(journalEntries.ownerId, ownerId),
        eq(journalEntries.cycleId, cycleId),
        inArray(journalEntries.kind, ['feed', 'water']),
      ),
    )
    .orderBy(asc(journalEntries.date), asc(journalEntries.createdAt));
}

/** The products of these feed entries, in their order. */
export function feedProducts(db: Database, ownerId: string, entryIds: string[]) {
  return db
    .select({
      entryId: journalFeedItems.entryId,
      name: journalFeedItems.itemName,
      amount: journalFeedItems.amount,
      unit: journalFeedItems.unit,
    })
    .from(journalFeedItems)
    .where(
      and(
        eq(journalFeedItems.ownerId, ownerId),
        entryIds.length > 0 ? inArray(journalFeedItems.entryId, entryIds) : sql`false`,
      ),
    )
    .orderBy(asc(journalFeedItems.position));
}
