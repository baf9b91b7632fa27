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
import { validationMessages, type ValidationCode } from '@maryjane/contract/validation';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { sqlStateOf } from '../../platform/errors';
import { HttpError, unprocessable } from '../../platform/http-errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import { newFileKeys, removePhotoFiles } from '../photos/service';
import type { ArchivedPhoto } from './archive';
import { isCatalogueTable, parts, type CatalogueTable } from './parts';
import * as repository from './repository';
import type { Row } from './repository';

function columnsOf(part: ExportPart): Record<string, PgColumn> {
  return getTableColumns(parts[part].table) as Record<string, PgColumn>;
}

/** A row as the file holds it: no owner column, nothing in `omit`. */
function fileRow(part: ExportPart, row: Row): Row {
  const spec = parts[part];
  const skip = new Set([...spec.omit, ...(spec.owner ? [spec.owner] : [])]);
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
 * Everything stored for `userId`, as the file `importData` reads back, written piece by piece
 * (issue 29): each part is read a page at a time and each page becomes text on its own, so a
 * year of readings never sits in memory as one object or one string, and the server answers
 * others between pages. `catalogue` comes last: it names the committed catalogue rows the parts
 * point at, which are known once the parts are written.
 */
export async function* exportChunks(db: Database, userId: string): AsyncGenerator<string> {
  const profile = await repository.findProfile(db, userId);
  if (!profile) throw new Error('the exporting user exists');
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    profile,
  };
  yield `${JSON.stringify(head).slice(0, -1)},"parts":{`;

  // Ids of the grower's own catalogue rows, and the committed ones the parts point at.
  const own: Record<CatalogueTable, Set<unknown>> = {
    strainProducers: new Set(),
    strains: new Set(),
    catalogueItems: new Set(),
  };
  const committed: Record<CatalogueTable, Set<string>> = {
    strainProducers: new Set(),
    strains: new Set(),
    catalogueItems: new Set(),
  };
  for (const [index, part] of exportParts.entries()) {
    yield `${index === 0 ? '' : ','}${JSON.stringify(part)}:[`;
    const spec = parts[part];
    const catalogueRefs = Object.entries(spec.refs).filter(
      (entry): entry is [string, CatalogueTable] => isCatalogueTable(entry[1]),
    );
    let first = true;
    for await (const page of pagesOf(db, userId, part)) {
      const text = page.map((row) => {
        if (isCatalogueTable(part)) own[part].add(row.id);
        for (const [column, target] of catalogueRefs) {
          const id = row[column];
          if (typeof id === 'string') committed[target].add(id);
        }
        return JSON.stringify(fileRow(part, row));
      });
      yield `${first ? '' : ','}${text.join(',')}`;
      first = false;
    }
    yield ']';
  }

  // Committed catalogue rows the grower's rows point at travel as slugs.
  const catalogue: DataExport['catalogue'] = {
    strainProducers: {},
    strains: {},
    catalogueItems: {},
  };
  for (const target of Object.keys(catalogue) as CatalogueTable[]) {
    const ids = [...committed[target]].filter((id) => !own[target].has(id));
    if (ids.length === 0) continue;
    for (const [id, slug] of await repository.catalogueSlugs(db, target, ids)) {
      catalogue[target][id] = slug;
    }
  }
  yield `},"catalogue":${JSON.stringify(catalogue)}}`;
}

/** The whole export as one object (tests, and what the archive's JSON holds). */
export async function exportData(db: Database, userId: string): Promise<DataExport> {
  let text = '';
  for await (const chunk of exportChunks(db, userId)) text += chunk;
  return JSON.parse(text) as DataExport;
}

const problem = (field: string, code: ValidationCode): FieldError => ({
  field,
  code,
  message: validationMessages[code],
});

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

/**
 * Restores an export into the signed-in account, which must hold no inventory, environment or
 * grow cycle yet. Every row gets a new id (the file's ids only link its rows); references to the
 * committed catalogue are found by slug. Everything is written in one transaction: a file that
 * does not fit writes nothing and answers 422.
 */
export async function importData(
  db: Database,
  userId: string,
  file: DataExport,
  archive?: { storage: FileStorage; photos: Map<string, ArchivedPhoto> },
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
    const bySlug = file.catalogue[table];
    const slugs = [...new Set(Object.values(bySlug))];
    const local = await repository.catalogueIdsBySlug(db, table, slugs);
    catalogueIds[table] = new Map(
      Object.entries(bySlug).flatMap(([id, slug]) => {
        const localId = local.get(slug);
        return localId ? [[id, localId] as const] : [];
      }),
    );
  }

  const newIds = Object.fromEntries(exportParts.map((part) => [part, new Map<string, string>()]));
  for (const part of exportParts) {
    if (!('id' in columnsOf(part))) continue;
    for (const row of file.parts[part]) {
      if (typeof row.id === 'string') newIds[part]?.set(row.id, randomUUID());
    }
  }

  const problems: FieldError[] = [];
  const prepared = {} as Record<ExportPart, Row[]>;
  for (const part of exportParts) {
    const spec = parts[part];
    const columns = columnsOf(part);
    prepared[part] = file.parts[part].map((row, index) => {
      const values: Row = {};
      for (const [key, column] of Object.entries(columns)) {
        if (key === spec.owner || spec.omit.includes(key)) continue;
        let value = columnValue(column, row[key]);
        if (value === undefined) {
          problems.push(problem(`parts.${part}.${index}.${key}`, 'invalid'));
          continue;
        }
        const target = key === 'id' ? part : spec.refs[key];
        if (target && value !== null) {
          const mapped =
            newIds[target]?.get(String(value)) ??
            (isCatalogueTable(target) ? catalogueIds[target].get(String(value)) : undefined);
          if (!mapped) problems.push(problem(`parts.${part}.${index}.${key}`, 'notFound'));
          value = mapped ?? null;
        }
        values[key] = value;
      }
      if (spec.owner) values[spec.owner] = userId;
      if (part === 'sensorDevices') {
        // A fresh secret nobody knows: the grower renews the key to use the sensor again.
        values.keyHash = createHash('sha256').update(randomBytes(32)).digest('hex');
        values.keyPrefix = 'imported';
      }
      return values;
    });
    if (problems.length >= 20) break;
  }
  if (problems.length > 0) throw unprocessable(problems.slice(0, 20));

  // A photo comes only with its files (a bare JSON file has none); they get new keys.
  const photoFiles: { key: string; content: Uint8Array }[] = [];
  prepared.photos = prepared.photos.flatMap((values, index) => {
    const files = archive?.photos.get(String(file.parts.photos[index]?.id));
    if (!files) return [];
    const keys = newFileKeys(userId);
    photoFiles.push(
      { key: keys.largeKey, content: files.large },
      { key: keys.thumbKey, content: files.thumb },
    );
    return [{ ...values, ...keys }];
  });
  const storage = archive?.storage;
  if (storage) {
    for (const { key, content } of photoFiles) await storage.put(key, Buffer.from(content));
  }

  await repository
    .insertImport(db, userId, file.profile, prepared)
    .catch(async (error: unknown) => {
      if (storage)
        await removePhotoFiles(
          storage,
          photoFiles.map(({ key }) => key),
        );
      // A value the database refuses (a type, a length, a check, a duplicate): the file does
      // not fit. Anything else is ours and stays an error.
      const state = sqlStateOf(error);
      if (state?.startsWith('22') || state?.startsWith('23')) {
        throw unprocessable([problem('file', 'invalid')], 'The file could not be imported');
      }
      throw error;
    });

  return {
    imported: Object.fromEntries(exportParts.map((part) => [part, prepared[part].length])),
    sensorsNeedingKeys: prepared.sensorDevices.length,
  };
}
