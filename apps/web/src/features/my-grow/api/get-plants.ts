import { apiPaths } from '@maryjane/contract/api-paths';
import { plantSchema } from '@maryjane/contract/grow-cycles';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

const plantsSchema = z.array(plantSchema);

/** GET /plants[?cycleId=]: every plant of the grower, or those of one cycle. */
export function usePlants(cycleId?: string) {
  return useQuery({
    queryKey: myGrowKeys.plants(cycleId),
    queryFn: ({ signal }) =>
      apiClient.get(apiPaths.plants, { query: { cycleId }, schema: plantsSchema, signal }),
  });
}
