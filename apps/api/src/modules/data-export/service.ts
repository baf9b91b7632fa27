import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportParts,
  type DataExport,
  type ExportPart,
  type ImportResult,
} from '@maryjane/contract/data-export';
import { ErrorCode } from '@maryjane/contract/error-codes';
import type { FieldError } from '@maryjane/contract/errors';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { sqlStateOf } from '../../platform/errors';
import { HttpError, unprocessable } from '../../platform/http-errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import { newFileKeys, removePhotoFiles } from '../photos/service';
import type { ImportSource } from './import-source';
import { isCatalogueTable, parts, type CatalogueTable } from './parts';
import * as repository from './repository';
import { importedDeviceSetup, rebuildRollups, takenTopics } from '../sensors/service';
import type { Row } from './repository';
import { fieldProblem } from '../../platform/http/field-error';

function columnsOf(part: ExportPart): Record<string, PgColumn> {
  return getTableColumns(parts[part].table) as Record<string, PgColumn>;
}

/** The columns a part's rows leave out of the file: its owner column and what it omits. */
const leftOut = Object.fromEntries(
  exportParts.map((part) => {
    const spec = parts[part];
    return [part, new Set([...spec.omit, ...(spec.owner ? [spec.owner] : [])])];
  }),
) as Record<ExportPart, Set<string>>;

/** A row as the file holds it: no owner column, nothing in `omit`. */
function fileRow(part: ExportPart, row: Row): Row {
  const skip = leftOut[part];
  return Object.fromEntries(Object.entries(row).filter(([key]) => !skip.has(key)));
}

/** One part of a grower's data as the file holds it (a CSV list). */
export async function exportRows(db: Database, userId: string, part: ExportPart): Promise<Row[]> {
  const rows = await repository.partRows(db, userId, part);
  return rows.map((row) => fileRow(part, row));
}

/** Rows per query and per piece of text while an export is written. */
export const EXPORT_PAGE_ROWS = 10_000;

/**
 * A part's rows a page at a time: the readings (which grow by the hundred thousand) read page by
 * page, every other part read at once and handed out in pages, with a turn of the event loop
 * between them.
 */
async function* pagesOf(db: Database, userId: string, part: ExportPart): AsyncGenerator<Row[]> {
  if (part === 'sensorReadings') {
    let cursor: repository.ReadingsCursor | null = null;
    do {
      const page = await repository.readingsPage(db, userId, cursor, EXPORT_PAGE_ROWS);
      if (page.rows.length > 0) yield page.rows;
      cursor = page.next;
    } while (cursor);
    return;
  }
  const rows = await repository.partRows(db, userId, part);
  for (let start = 0; start < rows.length; start += EXPORT_PAGE_ROWS) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    yield rows.slice(start, start + EXPORT_PAGE_ROWS);
  }
}

/**
 * The committed catalogue rows (not the grower's own) that the grower's rows point at, as slugs
 * by id. Readings point at none, so only the small parts are read for it.
 */
async function catalogueOf(db: Database, userId: string): Promise<DataExport['catalogue']> {
  const own: Record<CatalogueTable, Set<unknown>> = {
    strainProducers: new Set(),
    strains: new Set(),
    catalogueItems: new Set(),
  };
  const pointedAt: Record<CatalogueTable, Set<string>> = {
    strainProducers: new Set(),
    strains: new Set(),
    catalogueItems: new Set(),
  };
  for (const part of exportParts) {
    const catalogueRefs = Object.entries(parts[part].refs).filter(
      (entry): entry is [string, CatalogueTable] => isCatalogueTable(entry[1]),
    );
    if (!isCatalogueTable(part) && catalogueRefs.length === 0) continue;
    for (const row of await repository.partRows(db, userId, part)) {
      if (isCatalogueTable(part)) own[part].add(row.id);
      for (const [column, target] of catalogueRefs) {
        const id = row[column];
        if (typeof id === 'string') pointedAt[target].add(id);
      }
    }
  }
  const catalogue: DataExport['catalogue'] = {
    strainProducers: {},
    strains: {},
    catalogueItems: {},
  };
  for (const target of Object.keys(catalogue) as CatalogueTable[]) {
    const ids = [...pointedAt[target]].filter((id) => !own[target].has(id));
    if (ids.length === 0) continue;
    for (const [id, slug] of await repository.catalogueSlugs(db, target, ids)) {
      catalogue[target][id] = slug;
    }
  }
  return catalogue;
}

/**
 * Everything stored for `userId`, as the file `importData` reads back, written piece by piece
 * (issue 29): each part is read a page at a time and each page becomes text on its own, so a
 * year of readings never sits in memory as one object or one string, and the server answers
 * others between pages. The catalogue comes before the parts, so that an import reads the file
 * once, in order (files written before had it last; the import reads those twice).
 */
export async function* exportChunks(db: Database, userId: string): AsyncGenerator<string> {
  const profile = await repository.findProfile(db, userId);
  if (!profile) throw new Error('the exporting user exists');
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    profile,
    catalogue: await catalogueOf(db, userId),
  };
  yield `${JSON.stringify(head).slice(0, -1)},"parts":{`;
  for (const [index, part] of exportParts.entries()) {
    yield `${index === 0 ? '' : ','}${JSON.stringify(part)}:[`;
    let first = true;
    for await (const page of pagesOf(db, userId, part)) {
      const text = page.map((row) => JSON.stringify(fileRow(part, row)));
      yield `${first ? '' : ','}${text.join(',')}`;
      first = false;
    }
    yield ']';
  }
  yield '}}';
}

const problem = fieldProblem;

/** A value for a column, as the database wants it; undefined when the file's value cannot be. */
function columnValue(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column.columnType === 'PgTimestamp') {
    if (typeof value !== 'string') return undefined;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return value;
}

/** Rows of the file per message from the worker and per step of the import. */
const IMPORT_PAGE_ROWS = 5_000;
/** The parts some other part refers to. */
const referencedParts = new Set<ExportPart>(
  Object.values(parts).flatMap((spec) => Object.values(spec.refs)),
);
/** At most this many problems are named in a refusal. */
const PROBLEMS_MAX = 20;

/**
 * Restores an export into the signed-in account, which must hold no inventory, environment or
 * grow cycle yet. Every row gets a new id (the file's ids only link its rows); references to the
 * committed catalogue are found by slug. The file comes from an `ImportSource` (read and checked
 * on a worker thread) a page at a time, and each page is prepared and written before the next is
 * asked for, so the server answers others in between (issue 29). Everything is written in one
 * transaction: a file that does not fit writes nothing and answers 422.
 */
export async function importData(
  db: Database,
  userId: string,
  source: ImportSource,
  storage?: FileStorage,
): Promise<ImportResult> {
  if (!(await repository.hasNoGrowRecords(db, userId))) {
    throw new HttpError(
      409,
      ErrorCode.accountNotEmpty,
      'Import into an account without inventory, environments or grow cycles',
    );
  }

  // Committed catalogue rows, by the slugs the file names.
  const catalogueIds = {} as Record<CatalogueTable, Map<string, string>>;
  for (const table of ['strainProducers', 'strains', 'catalogueItems'] as const) {
    const bySlug = source.catalogue[table];
    const slugs = [...new Set(Object.values(bySlug))];
    const local = await repository.catalogueIdsBySlug(db, table, slugs);
    catalogueIds[table] = new Map(
      Object.entries(bySlug).flatMap(([id, slug]) => {
        const localId = local.get(slug);
        return localId ? [[id, localId] as const] : [];
      }),
    );
  }

  // New ids by the file's ids, filled part by part: a row only points at parts before its own.
  // Only parts other rows point at are kept: readings, by the million, are not.
  const newIds: Partial<Record<ExportPart, Map<string, string>>> = Object.fromEntries(
    [...referencedParts].map((part) => [part, new Map<string, string>()]),
  );
  const problems: FieldError[] = [];
  const imported = Object.fromEntries(exportParts.map((part) => [part, 0])) as Record<
    ExportPart,
    number
  >;
  const photoKeys: string[] = [];
  const topics = await takenTopics(db);

  /** The row as the database takes it, or null when it does not fit (its problems noted). */
  const prepare = (part: ExportPart, row: Row, index: number): Row | null => {
    const spec = parts[part];
    const values: Row = {};
    let fits = true;
    for (const [key, column] of Object.entries(columnsOf(part))) {
      if (key === spec.owner || spec.omit.includes(key)) continue;
      // A column newer than the file: its default.
      if (row[key] === undefined && column.hasDefault) continue;
      let value = columnValue(column, row[key]);
      if (value === undefined) {
        problems.push(problem(`parts.${part}.${index}.${key}`, 'invalid'));
        fits = false;
        continue;
      }
      if (key === 'id' && typeof value === 'string') {
        const id = randomUUID();
        newIds[part]?.set(value, id);
        value = id;
      } else if (spec.refs[key] && value !== null) {
        const target = spec.refs[key];
        const mapped =
          newIds[target]?.get(String(value)) ??
          (isCatalogueTable(target) ? catalogueIds[target].get(String(value)) : undefined);
        if (!mapped) {
          problems.push(problem(`parts.${part}.${index}.${key}`, 'notFound'));
          fits = false;
        }
        value = mapped ?? null;
      }
      values[key] = value;
    }
    if (spec.owner) values[spec.owner] = userId;
    if (part === 'sensorDevices') {
      // A fresh secret nobody knows: the grower renews the key to use the sensor again.
      values.keyHash = createHash('sha256').update(randomBytes(32)).digest('hex');
      values.keyPrefix = 'imported';
      const setup = importedDeviceSetup(row, newIds.environments ?? new Map(), topics);
      if ('problem' in setup) {
        problems.push(problem(`parts.${part}.${index}.${setup.problem.field}`, setup.problem.code));
        fits = false;
      } else Object.assign(values, setup.values);
    }
    return fits ? values : null;
  };

  try {
    await db.transaction(async (tx) => {
      await repository.updateImportedProfile(tx, userId, source.profile);
      for (const part of exportParts) {
        let index = 0;
        for await (const page of source.rows(part, IMPORT_PAGE_ROWS)) {
          const prepared: Row[] = [];
          for (const row of page) {
            const values = prepare(part, row, index++);
            if (!values) continue;
            if (part === 'photos') {
              // A photo comes only with its files (a bare JSON file has none); they get new keys.
              const files = storage && (await source.photo(String(row.id)));
              if (!files) continue;
              const keys = newFileKeys(userId);
              photoKeys.push(keys.largeKey, keys.thumbKey);
              await storage.put(keys.largeKey, Buffer.from(files.large));
              await storage.put(keys.thumbKey, Buffer.from(files.thumb));
              Object.assign(values, keys);
            }
            prepared.push(values);
          }
          if (problems.length >= PROBLEMS_MAX) break;
          // Once a row does not fit, nothing more is written: the rest is only checked.
          if (problems.length === 0) await repository.insertRows(tx, part, prepared);
          imported[part] += prepared.length;
        }
        if (problems.length >= PROBLEMS_MAX) break;
      }
      if (problems.length > 0) throw unprocessable(problems.slice(0, PROBLEMS_MAX));
      await source.finish();
      await rebuildRollups(tx, userId);
    });
  } catch (error) {
    if (storage) await removePhotoFiles(storage, photoKeys);
    // A value the database refuses (a type, a length, a check, a duplicate): the file does not
    // fit. Anything else is ours and stays an error.
    const state = sqlStateOf(error);
    if (state?.startsWith('22') || state?.startsWith('23')) {
      throw unprocessable([problem('file', 'invalid')], 'The file could not be imported');
    }
    throw error;
  }

  return { imported, sensorsNeedingKeys: imported.sensorDevices };
}
