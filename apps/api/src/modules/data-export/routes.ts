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
import type { Database, DatabaseHandle } from '../../db/client';
import { HttpError } from '../../platform/http-errors';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { FileStorage } from '../../platform/storage/file-storage';
import { photosToExport } from '../photos/service';
import { exportArchive } from './archive';
import { ImportSource } from './import-source';
import { clearStaleUploads, spoolUpload } from './spool';
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
  /** Where uploads wait on disk while they are imported. */
  spoolDir: string;
  /** The database's lock for every instance, so a grower's transfer runs once across them. */
  tryLock: DatabaseHandle['tryLock'];
}>((mine, db, { storage, limiter, rateLimitScale, spoolDir, tryLock }) => {
  const transfers = dataTransfers(limiter, rateLimitScale, tryLock);
  const imports: Imports = { db, transfers, spoolDir, storage };
  mine.addHook('onReady', () => clearStaleUploads(spoolDir));
  exportRoutes(mine, db, transfers);
  importRoute(mine, imports);
  archiveRoutes(mine, db, storage, transfers, imports);
});

/** What an import needs besides its upload. */
interface Imports {
  db: Database;
  transfers: DataTransfers;
  spoolDir: string;
  storage: FileStorage;
}

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

function importRoute(app: ZodApp, imports: Imports) {
  // The body is not parsed here: it is written to disk as it arrives and read on a worker
  // (ImportSource), so a file of gigabytes neither holds the server's thread nor its memory.
  app.register(async (raw) => {
    raw.addContentTypeParser('application/json', (_request, body, done) => done(null, body));
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
      },
      async (request, reply) => {
        const owner = ownerOf(request);
        const result = await importUpload(
          imports,
          owner,
          reply,
          request.body as unknown as Readable,
        );
        return reply.status(201).send(await withLegalCheck(imports.db, owner, result));
      },
    );
  });
}

/**
 * The export with photos as one ZIP (the JSON plus every photo's files), and its import, which
 * also takes the bare JSON file; both as the web app's download and upload.
 */
function archiveRoutes(
  app: ZodApp,
  db: Database,
  storage: FileStorage,
  transfers: DataTransfers,
  imports: Imports,
) {
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
      const result = await importUpload(imports, owner, reply, await archiveUpload(request), true);
      return reply.status(201).send(await withLegalCheck(db, owner, result));
    },
  );
}

/**
 * An uploaded export (ZIP or JSON) imported as the grower's one transfer: written to disk, read
 * on a worker, whose thread ends with the import, and removed, whatever the outcome. Photos in
 * the archive are kept only from the archive route (`withPhotos`).
 */
async function importUpload(
  { db, transfers, spoolDir, storage }: Imports,
  owner: string,
  reply: FastifyReply,
  upload: Readable,
  withPhotos = false,
) {
  return transfers.run(owner, reply, async () => {
    const spooled = await spoolUpload(upload, spoolDir, IMPORT_ARCHIVE_MAX_BYTES);
    try {
      const source = await ImportSource.open(spooled.file);
      try {
        return await importData(db, owner, source, withPhotos ? storage : undefined);
      } finally {
        await source.close();
      }
    } finally {
      await spooled.remove();
    }
  });
}

const chooseFile = () =>
  new HttpError(422, ErrorCode.validationFailed, 'Choose an export file', [
    { field: IMPORT_ARCHIVE_FIELD, code: 'required', message: 'Choose an export file' },
  ]);

/** The multipart upload's file, as it arrives. */
async function archiveUpload(request: FastifyRequest): Promise<Readable> {
  if (!request.isMultipart()) throw chooseFile();
  const part = await request.file({
    limits: { fileSize: IMPORT_ARCHIVE_MAX_BYTES, files: 1, fields: 0 },
  });
  if (!part || part.fieldname !== IMPORT_ARCHIVE_FIELD) throw chooseFile();
  return part.file;
}
