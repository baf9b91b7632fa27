import { apiPaths } from '@maryjane/contract/api-paths';
import {
  csvLists,
  dataExportSchema,
  IMPORT_ARCHIVE_FIELD,
  IMPORT_ARCHIVE_MAX_BYTES,
  importResultSchema,
} from '@maryjane/contract/data-export';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { withLegal } from '@maryjane/contract/envelope';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../platform/http-errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import { photosToExport } from '../photos/service';
import { exportArchive, readImportArchive } from './archive';
import { ownerOf, secured, securedRoutes, type ZodApp } from '../../platform/http/secured-scope';
import { withLegalCheck } from '../legal/service';
import { csvParts, toCsv } from './csv';
import { exportChunks, exportRows, importData } from './service';

const tags = ['user: own your data'];
const day = () => new Date().toISOString().slice(0, 10);

/**
 * GET /api/user/export (everything, as a file to keep or import elsewhere), one list as CSV,
 * and POST /api/user/import into an empty account. The export is the file itself, not wrapped
 * in `{ data }`, so what is downloaded is what is imported.
 */
export const dataExportRoutes = securedRoutes<{ storage: FileStorage }>((mine, db, { storage }) => {
  exportRoutes(mine, db);
  importRoute(mine, db);
  archiveRoutes(mine, db, storage);
});

/** The whole export as a file, and one list of it as CSV. */
function exportRoutes(app: ZodApp, db: Database) {
  app.get(apiPaths.exportData, { schema: { tags, ...secured } }, async (request, reply) =>
    reply
      .header('Content-Disposition', `attachment; filename="maryjane-export-${day()}.json"`)
      .header('Cache-Control', 'private, no-store')
      .type('application/json; charset=utf-8')
      .send(Readable.from(exportChunks(db, ownerOf(request)))),
  );

  app.get(
    apiPaths.exportCsv,
    { schema: { tags, ...secured, params: z.object({ list: z.enum(csvLists, 'invalid') }) } },
    async (request, reply) => {
      const { list } = request.params;
      // Only the asked list is read: the inventory's CSV does not load a year of readings.
      const csv = toCsv(await exportRows(db, ownerOf(request), csvParts[list]));
      return reply
        .header('Content-Disposition', `attachment; filename="maryjane-${list}-${day()}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(`\ufeff${csv}`);
    },
  );
}

function importRoute(app: ZodApp, db: Database) {
  app.post(
    apiPaths.importData,
    {
      schema: {
        tags,
        ...secured,
        body: dataExportSchema,
        response: { 201: withLegal(importResultSchema) },
      },
      // Months of one-minute readings make big files.
      bodyLimit: 64 * 1024 * 1024,
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const result = await importData(db, owner, request.body);
      return reply.status(201).send(await withLegalCheck(db, owner, result));
    },
  );
}

/**
 * The export with photos as one ZIP (the JSON plus every photo's files), and its import, which
 * also takes the bare JSON file; both as the web app's download and upload.
 */
function archiveRoutes(app: ZodApp, db: Database, storage: FileStorage) {
  app.get(apiPaths.exportArchive, { schema: { tags, ...secured } }, async (request, reply) => {
    const owner = ownerOf(request);
    const photos = await photosToExport(db, owner);
    return reply
      .header('Content-Disposition', `attachment; filename="maryjane-export-${day()}.zip"`)
      .header('Cache-Control', 'private, no-store')
      .type('application/zip')
      .send(exportArchive(exportChunks(db, owner), photos, storage, request.log));
  });

  app.post(
    apiPaths.importArchive,
    {
      schema: {
        tags,
        ...secured,
        consumes: ['multipart/form-data'],
        response: { 201: withLegal(importResultSchema) },
      },
      bodyLimit: IMPORT_ARCHIVE_MAX_BYTES + 1024 * 1024,
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const upload = await readArchiveUpload(request);
      const { file, photos } = readImportArchive(upload);
      const result = await importData(db, owner, file, { storage, photos });
      return reply.status(201).send(await withLegalCheck(db, owner, result));
    },
  );
}

const chooseFile = () =>
  new HttpError(422, ErrorCode.validationFailed, 'Choose an export file', [
    { field: IMPORT_ARCHIVE_FIELD, code: 'required', message: 'Choose an export file' },
  ]);

async function readArchiveUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw chooseFile();
  const part = await request.file({
    limits: { fileSize: IMPORT_ARCHIVE_MAX_BYTES, files: 1, fields: 0 },
  });
  if (!part || part.fieldname !== IMPORT_ARCHIVE_FIELD) throw chooseFile();
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, ErrorCode.payloadTooLarge, 'The file is too large');
    }
    throw error;
  }
}
