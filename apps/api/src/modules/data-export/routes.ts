import { apiPaths } from '@maryjane/contract/api-paths';
import { csvLists, dataExportSchema, importResultSchema } from '@maryjane/contract/data-export';
import { withLegal } from '@maryjane/contract/envelope';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ownerOf, secured, securedRoutes, type ZodApp } from '../../platform/http/secured-scope';
import { withLegalCheck } from '../legal/service';
import { csvParts, toCsv } from './csv';
import { exportData, exportRows, importData } from './service';

const tags = ['user: own your data'];
const day = () => new Date().toISOString().slice(0, 10);

/**
 * GET /api/user/export (everything, as a file to keep or import elsewhere), one list as CSV,
 * and POST /api/user/import into an empty account. The export is the file itself, not wrapped
 * in `{ data }`, so what is downloaded is what is imported.
 */
export const dataExportRoutes = securedRoutes((mine, db) => {
  exportRoutes(mine, db);
  importRoute(mine, db);
});

/** The whole export as a file, and one list of it as CSV. */
function exportRoutes(app: ZodApp, db: Database) {
  app.get(apiPaths.exportData, { schema: { tags, ...secured } }, async (request, reply) => {
    const data = await exportData(db, ownerOf(request));
    return reply
      .header('Content-Disposition', `attachment; filename="maryjane-export-${day()}.json"`)
      .header('Cache-Control', 'private, no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data));
  });

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
