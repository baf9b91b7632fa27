import { z } from 'zod';
import { languages } from './constants';
import { isTimeZone } from './notifications';
import { ELECTRICITY_PRICE_MAX } from './electricity';

/**
 * "Own your data" (issue 10): everything a grower has stored, as one JSON file that another
 * account (on this or another MaryJane) can import. Rows keep their original ids as references
 * between each other; committed catalogue rows are referred to by slug, so a file moves between
 * instances whose catalogue ids differ.
 */
export const EXPORT_FORMAT = 'maryjane-export';
export const EXPORT_VERSION = 1;

/** The parts of an export, in the order an import writes them (references point backwards). */
export const exportParts = [
  'strainProducers',
  'strains',
  'catalogueItems',
  'inventoryItems',
  'environments',
  'environmentEquipment',
  'environmentTargets',
  'growCycles',
  'growCyclePhaseChanges',
  'plants',
  'harvests',
  'inventoryMovements',
  'journalEntries',
  'journalFeedItems',
  'feedingPlanItems',
  'sensorDevices',
  'sensorReadings',
  'notifications',
  'photos',
] as const;
export type ExportPart = (typeof exportParts)[number];

/** The lists a spreadsheet can open, one CSV file each. */
export const csvLists = [
  'inventory',
  'environments',
  'grow-cycles',
  'plants',
  'harvests',
  'journal',
  'readings',
] as const;
export type CsvList = (typeof csvLists)[number];

/**
 * Rows beyond this many in one part are refused, except readings: they grow by the minute and
 * nothing refers to them, so an import streams them through without keeping anything per row,
 * and any export MaryJane writes, MaryJane imports (issue 29).
 */
export const IMPORT_MAX_ROWS = 600_000;
export const EXPORT_PART_MAX_ROWS: Partial<Record<ExportPart, number>> = Object.fromEntries(
  exportParts.filter((part) => part !== 'sensorReadings').map((part) => [part, IMPORT_MAX_ROWS]),
);

export const isExportPart = (name: string): name is ExportPart =>
  (exportParts as readonly string[]).includes(name);

const row = z.record(z.string(), z.unknown());
/**
 * Files written before seeds followed the grow (issue 25) have no movements, those before the
 * diary (issue 26) no photos, feed products or plans, those before the harvest results
 * (issue 27) no harvests.
 */
const laterParts = new Set<ExportPart>([
  'inventoryMovements',
  'photos',
  'journalFeedItems',
  'feedingPlanItems',
  'harvests',
]);
export const isOptionalExportPart = (part: ExportPart) => laterParts.has(part);
const slugs = z.record(z.string(), z.string().min(1).max(200));

export const exportProfileSchema = z.object({
  username: z.string().nullable(),
  locationCountryId: z.string().nullable(),
  locationStateId: z.string().nullable(),
  locationCityId: z.string().nullable(),
  adultsInHousehold: z.number().int(),
  /** Absent in files written before the question was asked. */
  growsInGermany: z.boolean().nullish(),
  /** € per kWh (issue 27); absent in files written before. */
  electricityPrice: z.number().positive().max(ELECTRICITY_PRICE_MAX).nullish(),
  /** Alert mails (issue 31), quiet hours in minutes of the day; absent in files written before. */
  alertMail: z.boolean().optional(),
  alertQuietFrom: z.number().int().min(0).max(1439).nullish(),
  alertQuietTo: z.number().int().min(0).max(1439).nullish(),
  timeZone: z.string().refine(isTimeZone).optional(),
  language: z.enum(languages).optional(),
});

/** Everything of an export but its rows: what an import reads before the rows stream. */
export const dataExportHeaderSchema = z.object({
  format: z.literal(EXPORT_FORMAT, 'invalid'),
  version: z.literal(EXPORT_VERSION, 'invalid'),
  exportedAt: z.iso.datetime('invalid'),
  profile: exportProfileSchema,
  /** Committed catalogue rows the grower's rows refer to: id in this file → slug. */
  catalogue: z.object({ strainProducers: slugs, strains: slugs, catalogueItems: slugs }),
});
export type DataExportHeader = z.infer<typeof dataExportHeaderSchema>;

export const dataExportSchema = dataExportHeaderSchema.extend({
  parts: z.object(
    Object.fromEntries(
      exportParts.map((part) => {
        const cap = EXPORT_PART_MAX_ROWS[part];
        const rows = cap === undefined ? z.array(row) : z.array(row).max(cap, 'outOfRange');
        return [part, laterParts.has(part) ? rows.default([]) : rows];
      }),
    ) as Record<ExportPart, z.ZodArray<typeof row>>,
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const importResultSchema = z.object({
  /** Rows written per part. */
  imported: z.record(z.string(), z.number().int()),
  /** Sensors come without their keys: each needs a new key before it reports again. */
  sensorsNeedingKeys: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * The export with photos is one ZIP: this JSON file plus `photos/<id>-large.jpg` and
 * `photos/<id>-thumb.jpg` per photo row. The import takes the ZIP or the bare JSON file.
 */
export const ARCHIVE_DATA_FILE = 'maryjane.json';
export const archivePhotoFile = (photoId: string, size: 'large' | 'thumb') =>
  `photos/${photoId}-${size}.jpg`;
/** The multipart field of POST /user/import/archive. */
export const IMPORT_ARCHIVE_FIELD = 'file';
/**
 * The largest upload an import takes, ZIP or JSON. The file is kept on disk while it is read,
 * never in memory, so the limit is about disk and upload time, not the server's memory.
 */
export const IMPORT_ARCHIVE_MAX_BYTES = 2 * 1024 * 1024 * 1024;
