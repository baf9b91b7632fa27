import { apiPaths } from '@maryjane/contract/api-paths';
import { growCycleSchema } from '@maryjane/contract/grow-cycles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { cardMeta, dashboardKeys } from './keys';

// Checked in development and tests; see ../../../shared/http-client.ts, `schema`.
const cyclesSchema = import.meta.env.DEV ? z.array(growCycleSchema) : undefined;

/** GET /grow-cycles?status=active: the cycles that are not complete, with their schedules. */
export const activeCyclesQuery = queryOptions({
  queryKey: dashboardKeys.activeCycles,
  queryFn: ({ signal }) =>
    apiClient.get(apiPaths.growCycles, {
      query: { status: 'active' },
      schema: cyclesSchema,
      signal,
    }),
  meta: cardMeta,
});

export function useActiveCycles() {
  return useQuery(activeCyclesQuery);
}
