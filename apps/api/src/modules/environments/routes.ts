import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import {
  environmentBodySchema,
  environmentSchema,
  updateEnvironmentBodySchema,
} from '@maryjane/contract/environments';
import { idParamsSchema as params } from '@maryjane/contract/ids';
import { noContent, ownerOf, secured, securedRoutes } from '../../platform/http/secured-scope';
import * as environments from './service';

const tags = ['my grow: environments'];
const environmentResponse = dataEnvelope(environmentSchema);

/** The grower's tents, rooms and outdoor spots (spec §7 "Environments"). */
export const environmentRoutes = securedRoutes((mine, db) => {
  mine.get(
    apiPaths.environments,
    {
      schema: {
        tags,
        summary: "List the grower's environments",
        ...secured,
        response: { 200: dataEnvelope(environmentSchema.array()) },
      },
    },
    async (request) => ({ data: await environments.listEnvironments(db, ownerOf(request)) }),
  );
  mine.post(
    apiPaths.environments,
    {
      schema: {
        tags,
        summary: 'Create an environment',
        ...secured,
        body: environmentBodySchema,
        response: { 201: environmentResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await environments.createEnvironment(db, ownerOf(request), request.body),
      }),
  );
  mine.get(
    apiPaths.environment,
    {
      schema: {
        tags,
        summary: 'Get an environment',
        ...secured,
        params,
        response: { 200: environmentResponse },
      },
    },
    async (request) => ({
      data: await environments.getEnvironment(db, ownerOf(request), request.params.id),
    }),
  );
  mine.patch(
    apiPaths.environment,
    {
      schema: {
        tags,
        summary: 'Update an environment',
        ...secured,
        params,
        body: updateEnvironmentBodySchema,
        response: { 200: environmentResponse },
      },
    },
    async (request) => ({
      data: await environments.updateEnvironment(
        db,
        ownerOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );
  mine.delete(
    apiPaths.environment,
    { schema: { tags, summary: 'Delete an environment', ...secured, params, response: noContent } },
    async (request, reply) => {
      await environments.deleteEnvironment(db, ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
});
