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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError } from '../../platform/http-errors';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { FileStorage } from '../../platform/storage/file-storage';
import { photosToExport } from '../photos/service';
import { exportArchive } from './archive';
import { ImportSource } from './import-source';
import { dataTransfers, type DataTransfers } from './transfers';
import { ownerOf, secured, securedRoutes, type ZodApp } from '../../platform/http/secured-scope';
import { withLegalCheck } from '../legal/service';
import { binaryFile, fileAnswer } from '../../platform/openapi';
import { csvParts, toCsv } from './csv';
import { exportChunks, exportRows, importData } from './service';

const tags = ['user: own your data'];
const day = () => new Date().toISOString().slice(0, 10);

/**
 * GET /api/user/export (everything, as a file to keep or import elsewhere), one list as CSV,
 * and POST /api/user/import into an empty account. The export is the file itself, not wrapped
 * in `{ data }`, so what is downloaded is what is imported.
 */
export const dataExportRoutes = securedRoutes<{
  storage: FileStorage;
  limiter: RateLimiter;
  rateLimitScale: number;
}>((mine, db, { storage, limiter, rateLimitScale }) => {
  const transfers = dataTransfers(limiter, rateLimitScale);
  exportRoutes(mine, db, transfers);
  importRoute(mine, db, transfers);
  archiveRoutes(mine, db, storage, transfers);
});

/** The whole export as a file, and one list of it as CSV. */
function exportRoutes(app: ZodApp, db: Database, transfers: DataTransfers) {
  app.get(
    apiPaths.exportData,
    {
      schema: {
        tags,
        summary: "Download the grower's data as JSON",
        ...secured,
        response: {
          200: fileAnswer('The export file, written as it is read', {
            'application/json': dataExportSchema,
          }),
        },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const release = await transfers.begin(owner, reply);
      // Ended, failed or cancelled: the stream closes and the grower may start another.
      const file = Readable.from(exportChunks(db, owner)).once('close', release);
      return reply
        .header('Content-Disposition', `attachment; filename="maryjane-export-${day()}.json"`)
        .header('Cache-Control', 'private, no-store')
        .type('application/json; charset=utf-8')
        .send(file);
    },
  );

  app.get(
    apiPaths.exportCsv,
    {
      schema: {
        tags,
        summary: "Download one list of the grower's data as CSV",
        ...secured,
        params: z.object({ list: z.enum(csvLists, 'invalid') }),
        response: {
          200: fileAnswer('The list as CSV, UTF-8 with a byte-order mark', {
            'text/csv': z.string(),
          }),
        },
      },
    },
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

/** Months of one-minute readings make big files. */
const IMPORT_JSON_MAX_BYTES = 256 * 1024 * 1024;

function importRoute(app: ZodApp, db: Database, transfers: DataTransfers) {
  // The body is read as bytes and parsed on a worker (ImportSource), not by the JSON parser on
  // the server's thread: a big file had held every other request for seconds (issue 29).
  app.register(async (raw) => {
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: IMPORT_JSON_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    raw.withTypeProvider<ZodTypeProvider>().post(
      apiPaths.importData,
      {
        schema: {
          tags,
          summary: 'Import an export JSON file into an empty account',
          ...secured,
          // Documents the body; the worker checks it, against the same schema.
          body: dataExportSchema,
          response: { 201: withLegal(importResultSchema) },
        },
        validatorCompiler: () => (data) => ({ value: data }),
        bodyLimit: IMPORT_JSON_MAX_BYTES,
      },
      async (request, reply) => {
        const owner = ownerOf(request);
        const result = await importUpload(
          db,
          transfers,
          owner,
          reply,
          request.body as unknown as Buffer,
        );
        return reply.status(201).send(await withLegalCheck(db, owner, result));
      },
    );
  });
}

/**
 * The export with photos as one ZIP (the JSON plus every photo's files), and its import, which
 * also takes the bare JSON file; both as the web app's download and upload.
 */
function archiveRoutes(app: ZodApp, db: Database, storage: FileStorage, transfers: DataTransfers) {
  app.get(
    apiPaths.exportArchive,
    {
      schema: {
        tags,
        summary: "Download the grower's data and photos as ZIP",
        ...secured,
        response: {
          200: fileAnswer('export.json and every photo file', { 'application/zip': binaryFile }),
        },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const release = await transfers.begin(owner, reply);
      const photos = await photosToExport(db, owner).catch((error: unknown) => {
        release();
        throw error;
      });
      const archive = exportArchive(exportChunks(db, owner), photos, storage, request.log);
      archive.once('close', release);
      return reply
        .header('Content-Disposition', `attachment; filename="maryjane-export-${day()}.zip"`)
        .header('Cache-Control', 'private, no-store')
        .type('application/zip')
        .send(archive);
    },
  );

  app.post(
    apiPaths.importArchive,
    {
      schema: {
        tags,
        summary: 'Import an export ZIP or JSON into an empty account',
        ...secured,
        response: { 201: withLegal(importResultSchema) },
      },
      config: {
        documentedBody: {
          mediaType: 'multipart/form-data',
          schema: z.object({
            [IMPORT_ARCHIVE_FIELD]: binaryFile.describe('An export ZIP, or its JSON file'),
          }),
        },
      },
      bodyLimit: IMPORT_ARCHIVE_MAX_BYTES + 1024 * 1024,
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const upload = await readArchiveUpload(request);
      const result = await importUpload(db, transfers, owner, reply, upload, storage);
      return reply.status(201).send(await withLegalCheck(db, owner, result));
    },
  );
}

/**
 * An uploaded export (ZIP or JSON) imported as the grower's one transfer: read on a worker, whose
 * thread ends with the import, whatever its outcome. `storage` takes the archive's photos.
 */
async function importUpload(
  db: Database,
  transfers: DataTransfers,
  owner: string,
  reply: FastifyReply,
  upload: Buffer,
  storage?: FileStorage,
) {
  return transfers.run(owner, reply, async () => {
    const source = await ImportSource.open(upload);
    try {
      return await importData(db, owner, source, storage);
    } finally {
      await source.close();
    }
  });
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
