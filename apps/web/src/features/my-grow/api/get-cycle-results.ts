import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { cycleResultsSchema, type CycleResults } from '@maryjane/contract/results';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** GET /grow-cycles/{id}/results: what the cycle yielded and cost so far. */
export function useCycleResults(id: string, enabled = true) {
  return useQuery({
    queryKey: myGrowKeys.results(id),
    // The server sends the answer through its contract schema; only development checks it
    // again, so the page's chunk leaves zod and the contract's schemas out (docs/web.md).
    queryFn: ({ signal }) =>
      apiClient.get<CycleResults>(apiPath(apiPaths.growCycleResults, { id }), {
        schema: import.meta.env.DEV ? cycleResultsSchema : undefined,
        signal,
      }),
    // A summary beside the cycle: when it cannot load, the card stays away instead of a notice.
    meta: { silent: true },
    enabled,
  });
}
