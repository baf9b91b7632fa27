import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { growCycleSchema } from '@maryjane/contract/grow-cycles';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** GET /grow-cycles/{id}: one cycle with its schedule, allowed moves and history. */
export function useGrowCycle(id: string, enabled = true) {
  return useQuery({
    queryKey: myGrowKeys.cycle(id),
    queryFn: ({ signal }) =>
      apiClient.get(apiPath(apiPaths.growCycle, { id }), { schema: growCycleSchema, signal }),
    // The page says what went wrong itself (an unknown cycle is a "not found" page, not a notice).
    meta: { silent: true },
    enabled,
  });
}
