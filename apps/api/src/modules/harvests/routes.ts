import { apiPaths } from '@maryjane/contract/api-paths';
import {
  cycleHarvestsSchema,
  harvestAnswerSchema,
  harvestBodySchema,
} from '@maryjane/contract/harvests';
import { idParamsSchema as params } from '@maryjane/contract/ids';
import { noContent, ownerOf, secured, securedRoutes } from '../../platform/http/secured-scope';
import * as harvests from './service';

const tags = ['my grow: harvests'];

/**
 * Harvest records (issue 27): one per plant; each answer checks the cycle's dried harvest
 * against what the household may keep at home (warn, never block).
 */
export const harvestRoutes = securedRoutes((mine, db) => {
  mine.put(
    apiPaths.plantHarvest,
    {
      schema: {
        tags,
        summary: "Save a plant's harvest",
        ...secured,
        params,
        body: harvestBodySchema,
        response: { 200: harvestAnswerSchema },
      },
    },
    async (request) => harvests.saveHarvest(db, ownerOf(request), request.params.id, request.body),
  );
  mine.delete(
    apiPaths.plantHarvest,
    {
      schema: {
        tags,
        summary: "Delete a plant's harvest",
        ...secured,
        params,
        response: noContent,
      },
    },
    async (request, reply) => {
      await harvests.deleteHarvest(db, ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  mine.get(
    apiPaths.growCycleHarvests,
    {
      schema: {
        tags,
        summary: "List a grow cycle's harvests",
        ...secured,
        params,
        response: { 200: cycleHarvestsSchema },
      },
    },
    async (request) => harvests.listCycleHarvests(db, ownerOf(request), request.params.id),
  );
});
