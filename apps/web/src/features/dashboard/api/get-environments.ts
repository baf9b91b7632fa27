import { environmentSchema } from '@maryjane/contract/environments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { cardMeta, dashboardKeys } from './keys';

// Checked in development and tests; see ../../../shared/http-client.ts, `schema`.
const environmentsSchema = import.meta.env.DEV ? z.array(environmentSchema) : undefined;

/** GET /environments: the places the grower's plants grow, each with its own sensors. */
export const environmentsQuery = queryOptions({
  queryKey: dashboardKeys.environments,
  queryFn: ({ signal }) => apiClient.get('/environments', { schema: environmentsSchema, signal }),
  meta: cardMeta,
});

export function useEnvironments() {
  return useQuery(environmentsQuery);
}
