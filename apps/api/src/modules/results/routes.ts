import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { idParamsSchema as params } from '@maryjane/contract/ids';
import {
  compareQuerySchema,
  cycleResultsSchema,
  growReportSchema,
} from '@maryjane/contract/results';
import { notFound } from '../../platform/http-errors';
import { ownerOf, secured, securedRoutes } from '../../platform/http/secured-scope';
import * as results from './service';

const tags = ['my grow: harvest results'];

/**
 * Harvest results, the grow report and the comparison of cycles (issue 27). Fastify matches
 * the static /grow-cycles/compare before the parametric /grow-cycles/:id.
 */
export const resultsRoutes = securedRoutes<{ secret: string }>((mine, db, { secret }) => {
  mine.get(
    apiPaths.growCycleResults,
    {
      schema: {
        tags,
        summary: "Get a grow cycle's harvest results",
        ...secured,
        params,
        response: { 200: dataEnvelope(cycleResultsSchema) },
      },
    },
    async (request) => ({
      data: await results.cycleResults(db, ownerOf(request), request.params.id),
    }),
  );
  mine.get(
    apiPaths.growCycleReport,
    {
      schema: {
        tags,
        summary: "Get a grow cycle's grow report",
        ...secured,
        params,
        response: { 200: dataEnvelope(growReportSchema) },
      },
    },
    async (request) => {
      const report = await results.growReport(db, ownerOf(request), request.params.id, {
        sharedBy: null,
        secret,
      });
      if (!report) throw notFound();
      return { data: report };
    },
  );
  mine.get(
    apiPaths.growCyclesCompare,
    {
      schema: {
        tags,
        summary: 'Compare the results of several grow cycles',
        ...secured,
        querystring: compareQuerySchema,
        response: { 200: dataEnvelope(cycleResultsSchema.array()) },
      },
    },
    async (request) => ({
      data: await results.compareCycles(db, ownerOf(request), request.query.ids),
    }),
  );
});
