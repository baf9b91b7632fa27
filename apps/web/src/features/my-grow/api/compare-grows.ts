import { apiPaths } from '@maryjane/contract/api-paths';
import { COMPARE_MIN, cycleResultsSchema } from '@maryjane/contract/results';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

const comparedSchema = z.array(cycleResultsSchema);

/** GET /grow-cycles/compare?ids=…: the chosen cycles' results, in the order asked. */
export function useCompareGrows(ids: readonly string[]) {
  return useQuery({
    queryKey: myGrowKeys.compare(ids),
    queryFn: ({ signal }) =>
      apiClient.get(apiPaths.growCyclesCompare, {
        query: { ids: ids.join(',') },
        schema: comparedSchema,
        signal,
      }),
    enabled: ids.length >= COMPARE_MIN,
    // Choosing another cycle keeps the table of the last choice until the new one is in.
    placeholderData: (previous) => previous,
  });
}
