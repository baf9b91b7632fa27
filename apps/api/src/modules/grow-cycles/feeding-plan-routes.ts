import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import {
  copyFeedingPlanBodySchema,
  feedingPlanBodySchema,
  feedingPlanSchema,
} from '@maryjane/contract/feeding';
import { idParamsSchema as params } from '@maryjane/contract/ids';
import type { Database } from '../../db/client';
import { ownerOf, secured, type ZodApp } from '../../platform/http/secured-scope';
import * as plans from './feeding-plan-service';

const tags = ['my grow: feeding plan'];
const planResponse = { 200: dataEnvelope(feedingPlanSchema) };

/** A cycle's feeding plan; registered inside the grow cycles' secured scope. */
export function feedingPlanRoutes(mine: ZodApp, db: Database) {
  mine.get(
    apiPaths.growCycleFeedingPlan,
    {
      schema: {
        tags,
        summary: "Get a grow cycle's feeding plan",
        ...secured,
        params,
        response: planResponse,
      },
    },
    async (request) => ({
      data: await plans.getFeedingPlan(db, ownerOf(request), request.params.id),
    }),
  );
  mine.put(
    apiPaths.growCycleFeedingPlan,
    {
      schema: {
        tags,
        summary: "Replace a grow cycle's feeding plan",
        ...secured,
        params,
        body: feedingPlanBodySchema,
        response: planResponse,
      },
    },
    async (request) => ({
      data: await plans.replaceFeedingPlan(db, ownerOf(request), request.params.id, request.body),
    }),
  );
  mine.post(
    apiPaths.growCycleFeedingPlanCopy,
    {
      schema: {
        tags,
        summary: "Copy an earlier cycle's feeding plan into this one",
        ...secured,
        params,
        body: copyFeedingPlanBodySchema,
        response: planResponse,
      },
    },
    async (request) => ({
      data: await plans.copyFeedingPlan(db, ownerOf(request), request.params.id, request.body),
    }),
  );
}
