import type { ExportPart } from '@maryjane/contract/data-export';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { catalogueItems, strainProducers, strains } from '../../db/schema/catalogue';
import { feedingPlanItems, journalFeedItems } from '../../db/schema/feeding';
import {
  environmentEquipment,
  environments,
  growCyclePhaseChanges,
  growCycles,
  inventoryItems,
  inventoryMovements,
  journalEntries,
  plants,
} from '../../db/schema/grow';
import {
  environmentTargets,
  notifications,
  sensorDevices,
  sensorReadings,
} from '../../db/schema/sensors';
import { harvests } from '../../db/schema/harvests';
import { photos } from '../../db/schema/photos';

/** Parts whose rows may also refer to the committed catalogue (by slug in the file). */
export type CatalogueTable = 'strainProducers' | 'strains' | 'catalogueItems';

export interface PartSpec {
  table: PgTable;
  /** The owner column (set to the importing user), absent for rows owned through a parent. */
  owner?: string;
  /** Which rows belong to the user. */
  belongsTo: (userId: string) => SQL;
  /** Column → the part its value refers to. */
  refs: Record<string, ExportPart>;
  /** Columns never exported (key material, catalogue bookkeeping). */
  omit: string[];
  /**
   * Rows are ordered like this in the file: a total order where a part can grow past a page
   * (the export reads it page by page).
   */
  orderBy: PgColumn[];
}

/** Rows hanging off the user's environments: child tables have no owner column of their own. */
const ownEnvironments = (userId: string) =>
  sql`environment_id in (select id from environments where owner_id = ${userId})`;

export const parts: Record<ExportPart, PartSpec> = {
  strainProducers: {
    table: strainProducers,
    owner: 'ownerId',
    belongsTo: (id) => eq(strainProducers.ownerId, id),
    refs: {},
    omit: ['slug'],
    orderBy: [strainProducers.id],
  },
  strains: {
    table: strains,
    owner: 'ownerId',
    belongsTo: (id) => eq(strains.ownerId, id),
    refs: { producerId: 'strainProducers' },
    omit: ['slug'],
    orderBy: [strains.id],
  },
  catalogueItems: {
    table: catalogueItems,
    owner: 'ownerId',
    belongsTo: (id) => eq(catalogueItems.ownerId, id),
    refs: {},
    omit: ['slug'],
    orderBy: [catalogueItems.createdAt, catalogueItems.id],
  },
  inventoryItems: {
    table: inventoryItems,
    owner: 'ownerId',
    belongsTo: (id) => eq(inventoryItems.ownerId, id),
    refs: { catalogueItemId: 'catalogueItems', strainId: 'strains' },
    omit: [],
    orderBy: [inventoryItems.createdAt, inventoryItems.id],
  },
  environments: {
    table: environments,
    owner: 'ownerId',
    belongsTo: (id) => eq(environments.ownerId, id),
    refs: {},
    omit: [],
    orderBy: [environments.createdAt, environments.id],
  },
  environmentEquipment: {
    table: environmentEquipment,
    belongsTo: ownEnvironments,
    refs: { environmentId: 'environments', inventoryItemId: 'inventoryItems' },
    omit: [],
    orderBy: [environmentEquipment.environmentId, environmentEquipment.inventoryItemId],
  },
  environmentTargets: {
    table: environmentTargets,
    belongsTo: ownEnvironments,
    refs: { environmentId: 'environments' },
    omit: [],
    orderBy: [
      environmentTargets.environmentId,
      environmentTargets.phase,
      environmentTargets.metric,
    ],
  },
  growCycles: {
    table: growCycles,
    owner: 'ownerId',
    belongsTo: (id) => eq(growCycles.ownerId, id),
    refs: { seedId: 'inventoryItems', strainId: 'strains', environmentId: 'environments' },
    omit: [],
    orderBy: [growCycles.createdAt, growCycles.id],
  },
  growCyclePhaseChanges: {
    table: growCyclePhaseChanges,
    belongsTo: (id) => sql`cycle_id in (select id from grow_cycles where owner_id = ${id})`,
    refs: { cycleId: 'growCycles' },
    omit: [],
    orderBy: [growCyclePhaseChanges.recordedAt, growCyclePhaseChanges.id],
  },
  plants: {
    table: plants,
    owner: 'ownerId',
    belongsTo: (id) => eq(plants.ownerId, id),
    refs: { cycleId: 'growCycles' },
    omit: [],
    orderBy: [plants.cycleId, plants.number],
  },
  harvests: {
    table: harvests,
    owner: 'ownerId',
    belongsTo: (id) => eq(harvests.ownerId, id),
    refs: { cycleId: 'growCycles', plantId: 'plants' },
    omit: [],
    orderBy: [harvests.cycleId, harvests.plantId],
  },
  inventoryMovements: {
    table: inventoryMovements,
    owner: 'ownerId',
    belongsTo: (id) => eq(inventoryMovements.ownerId, id),
    refs: { inventoryItemId: 'inventoryItems', cycleId: 'growCycles' },
    omit: [],
    orderBy: [inventoryMovements.createdAt, inventoryMovements.id],
  },
  journalEntries: {
    table: journalEntries,
    owner: 'ownerId',
    belongsTo: (id) => eq(journalEntries.ownerId, id),
    refs: { cycleId: 'growCycles', plantId: 'plants' },
    omit: [],
    orderBy: [journalEntries.date, journalEntries.createdAt, journalEntries.id],
  },
  journalFeedItems: {
    table: journalFeedItems,
    owner: 'ownerId',
    belongsTo: (id) => eq(journalFeedItems.ownerId, id),
    refs: { entryId: 'journalEntries', itemId: 'inventoryItems' },
    omit: [],
    orderBy: [journalFeedItems.createdAt, journalFeedItems.id],
  },
  feedingPlanItems: {
    table: feedingPlanItems,
    owner: 'ownerId',
    belongsTo: (id) => eq(feedingPlanItems.ownerId, id),
    refs: { cycleId: 'growCycles', itemId: 'inventoryItems' },
    omit: [],
    orderBy: [feedingPlanItems.cycleId, feedingPlanItems.position, feedingPlanItems.id],
  },
  sensorDevices: {
    table: sensorDevices,
    owner: 'ownerId',
    belongsTo: (id) => eq(sensorDevices.ownerId, id),
    refs: { environmentId: 'environments' },
    // A key works only where it was made; an imported sensor gets a new one. What a device last
    // sent and how often it was refused describe the old instance, not the grower's setup.
    omit: ['keyHash', 'keyPrefix', 'channels', 'rejectedCount', 'lastRejectedAt', 'lastRejection'],
    orderBy: [sensorDevices.createdAt, sensorDevices.id],
  },
  sensorReadings: {
    table: sensorReadings,
    belongsTo: ownEnvironments,
    refs: { environmentId: 'environments', deviceId: 'sensorDevices' },
    omit: [],
    orderBy: [
      sensorReadings.environmentId,
      sensorReadings.metric,
      sensorReadings.recordedAt,
      sensorReadings.deviceId,
    ],
  },
  notifications: {
    table: notifications,
    owner: 'userId',
    belongsTo: (id) => eq(notifications.userId, id),
    refs: { environmentId: 'environments', deviceId: 'sensorDevices' },
    omit: [],
    orderBy: [notifications.createdAt, notifications.id],
  },
  photos: {
    table: photos,
    owner: 'ownerId',
    belongsTo: (id) => eq(photos.ownerId, id),
    refs: { cycleId: 'growCycles', plantId: 'plants', entryId: 'journalEntries' },
    // The files travel beside the JSON in the archive; an import stores them under new keys.
    omit: ['largeKey', 'thumbKey'],
    orderBy: [photos.takenOn, photos.id],
  },
};

/** The committed catalogue tables, for references by slug. */
export const catalogueTables = {
  strainProducers,
  strains,
  catalogueItems,
} satisfies Record<CatalogueTable, PgTable>;

export const isCatalogueTable = (part: ExportPart): part is CatalogueTable =>
  part === 'strainProducers' || part === 'strains' || part === 'catalogueItems';
