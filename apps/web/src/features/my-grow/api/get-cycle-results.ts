import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { cycleResultsSchema } from '@maryjane/contract/results';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** GET /grow-cycles/{id}/results: what the cycle yielded and cost so far. */
export function useCycleResults(id: string, enabled = true) {
  return useQuery({
    queryKey: myGrowKeys.results(id),
    queryFn: ({ signal }) =>
      apiClient.get(apiPath(apiPaths.growCycleResults, { id }), {
        schema: cycleResultsSchema,
        signal,
      }),
    // A summary beside the cycle: when it cannot load, the card stays away instead of a notice.
    meta: { silent: true },
    enabled,
  });
}
