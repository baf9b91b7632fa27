import { apiPaths } from '@maryjane/contract/api-paths';
import { environmentSchema } from '@maryjane/contract/environments';
import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

// Checked in development and tests; see ../http-client.ts, `schema` (the dashboard reads it).
const environmentsSchema = import.meta.env.DEV ? z.array(environmentSchema) : undefined;

/** GET /environments: the places the grower's plants grow, each with its own sensors. */
export const environmentsQuery = queryOptions({
  queryKey: queryKeys.environments,
  queryFn: ({ signal }) =>
    apiClient.get(apiPaths.environments, { schema: environmentsSchema, signal }),
});

/** `meta`: the dashboard's cards show a failure themselves (`{ silent: true }`). */
export function useEnvironments(meta?: QueryMeta) {
  return useQuery({ ...environmentsQuery, meta });
}
