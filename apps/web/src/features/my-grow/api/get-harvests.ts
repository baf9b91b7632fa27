import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { cycleHarvestsSchema } from '@maryjane/contract/harvests';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** GET /grow-cycles/{id}/harvests: the cycle's harvest records and the home possession check. */
export function useCycleHarvests(cycleId: string) {
  return useQuery({
    queryKey: myGrowKeys.harvests(cycleId),
    queryFn: ({ signal }) =>
      apiClient.get(apiPath(apiPaths.growCycleHarvests, { id: cycleId }), {
        schema: cycleHarvestsSchema,
        envelope: true,
        signal,
      }),
  });
}
