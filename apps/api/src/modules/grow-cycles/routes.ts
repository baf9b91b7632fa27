import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope, withLegal } from '@maryjane/contract/envelope';
import {
  growCycleBodySchema,
  growCycleSchema,
  growCyclesQuerySchema,
  movePhaseBodySchema,
  updateGrowCycleBodySchema,
} from '@maryjane/contract/grow-cycles';
import { idParamsSchema as params } from '@maryjane/contract/ids';
import { withLegalCheck } from '../legal/service';
import { noContent, ownerOf, secured, securedRoutes } from '../../platform/http/secured-scope';
import type { FileStorage } from '../../platform/storage/file-storage';
import { feedingPlanRoutes } from './feeding-plan-routes';
import { journalRoutes, plantRoutes } from './plant-routes';
import * as cycles from './service';

const tags = ['my grow: grow cycles'];
const cycleResponse = dataEnvelope(growCycleSchema);
/** Writes that make plants answer with the legal check after them. */
const cycleWithLegal = withLegal(growCycleSchema);

/** Grow cycles, their phases, plants and journal (spec §7 "Grow cycles"). */
export const growCycleRoutes = securedRoutes<{ storage: FileStorage }>((mine, db, { storage }) => {
  mine.get(
    apiPaths.growCycles,
    {
      schema: {
        tags,
        summary: "List the grower's grow cycles",
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
      schema: {
        tags,
        summary: 'Create a grow cycle',
        ...secured,
        body: growCycleBodySchema,
        response: { 201: cycleWithLegal },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const cycle = await cycles.createCycle(db, owner, request.body);
      return reply.status(201).send(await withLegalCheck(db, owner, cycle));
    },
  );
  mine.get(
    apiPaths.growCycle,
    {
      schema: {
        tags,
        summary: 'Get a grow cycle',
        ...secured,
        params,
        response: { 200: cycleResponse },
      },
    },
    async (request) => ({ data: await cycles.getCycle(db, ownerOf(request), request.params.id) }),
  );
  mine.patch(
    apiPaths.growCycle,
    {
      schema: {
        tags,
        summary: 'Update a grow cycle',
        ...secured,
        params,
        body: updateGrowCycleBodySchema,
        response: { 200: cycleWithLegal },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const cycle = await cycles.updateCycle(db, storage, owner, request.params.id, request.body);
      return withLegalCheck(db, owner, cycle);
    },
  );
  mine.delete(
    apiPaths.growCycle,
    { schema: { tags, summary: 'Delete a grow cycle', ...secured, params, response: noContent } },
    async (request, reply) => {
      await cycles.deleteCycle(db, storage, ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  mine.post(
    apiPaths.growCyclePhase,
    {
      schema: {
        tags,
        summary: 'Move a grow cycle to another phase',
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
  plantRoutes(mine, db, storage);
  journalRoutes(mine, db, storage);
  feedingPlanRoutes(mine, db);
});
