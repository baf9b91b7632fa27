import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import {
  growCycleBodySchema,
  growCycleSchema,
  growCyclesQuerySchema,
  movePhaseBodySchema,
  updateGrowCycleBodySchema,
} from '@maryjane/contract/grow-cycles';
import { idParamsSchema as params } from '@maryjane/contract/ids';
import { noContent, ownerOf, secured, securedRoutes } from '../../platform/http/secured-scope';
import { journalRoutes, plantRoutes } from './plant-routes';
import * as cycles from './service';

const tags = ['my grow: grow cycles'];
const cycleResponse = dataEnvelope(growCycleSchema);

/** Grow cycles, their phases, plants and journal (spec §7 "Grow cycles"). */
export const growCycleRoutes = securedRoutes((mine, db) => {
  mine.get(
    apiPaths.growCycles,
    {
      schema: {
        tags,
        ...secured,
        querystring: growCyclesQuerySchema,
        response: { 200: dataEnvelope(growCycleSchema.array()) },
      },
    },
    async (request) => ({ data: await cycles.listCycles(db, ownerOf(request), request.query) }),
  );
  mine.post(
    apiPaths.growCycles,
    {
      schema: { tags, ...secured, body: growCycleBodySchema, response: { 201: cycleResponse } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await cycles.createCycle(db, ownerOf(request), request.body) }),
  );
  mine.get(
    apiPaths.growCycle,
    { schema: { tags, ...secured, params, response: { 200: cycleResponse } } },
    async (request) => ({ data: await cycles.getCycle(db, ownerOf(request), request.params.id) }),
  );
  mine.patch(
    apiPaths.growCycle,
    {
      schema: {
        tags,
        ...secured,
        params,
        body: updateGrowCycleBodySchema,
        response: { 200: cycleResponse },
      },
    },
    async (request) => ({
      data: await cycles.updateCycle(db, ownerOf(request), request.params.id, request.body),
    }),
  );
  mine.delete(
    apiPaths.growCycle,
    { schema: { tags, ...secured, params, response: noContent } },
    async (request, reply) => {
      await cycles.deleteCycle(db, ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  mine.post(
    apiPaths.growCyclePhase,
    {
      schema: {
        tags,
        ...secured,
        params,
        body: movePhaseBodySchema,
        response: { 200: cycleResponse },
      },
    },
    async (request) => ({
      data: await cycles.movePhase(db, ownerOf(request), request.params.id, request.body),
    }),
  );
  plantRoutes(mine, db);
  journalRoutes(mine, db);
});
