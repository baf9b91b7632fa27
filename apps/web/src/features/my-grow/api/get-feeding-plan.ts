import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { feedingPlanSchema } from '@maryjane/contract/feeding';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** GET /grow-cycles/{id}/feeding-plan: the cycle's rows of products and doses. */
export function useFeedingPlan(cycleId: string) {
  return useQuery({
    queryKey: myGrowKeys.feedingPlan(cycleId),
    queryFn: ({ signal }) =>
      apiClient.get(apiPath(apiPaths.growCycleFeedingPlan, { id: cycleId }), {
        schema: feedingPlanSchema,
        signal,
      }),
  });
}
