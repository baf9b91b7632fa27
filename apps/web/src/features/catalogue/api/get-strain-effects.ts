import { apiPaths } from '@maryjane/contract/api-paths';
import { effectSummarySchema } from '@maryjane/contract/strains';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';

const effectsSchema = z.array(effectSummarySchema);

/** GET /strains/effects: how many strains name each effect, shown beside the effect filter. */
export function useStrainEffects() {
  return useQuery({
    queryKey: ['strains', 'effects'],
    queryFn: ({ signal }) =>
      apiClient.get(apiPaths.strainEffects, { schema: effectsSchema, signal }),
    staleTime: 10 * 60_000,
  });
}
