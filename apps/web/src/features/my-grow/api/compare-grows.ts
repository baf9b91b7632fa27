import { apiPaths } from '@maryjane/contract/api-paths';
import { COMPARE_MIN } from '@maryjane/contract/results-constants';
import { cycleResultsSchema, type CycleResults } from '@maryjane/contract/results';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** GET /grow-cycles/compare?ids=…: the chosen cycles' results, in the order asked. */
export function useCompareGrows(ids: readonly string[]) {
  return useQuery({
    queryKey: myGrowKeys.compare(ids),
    queryFn: ({ signal }) =>
      apiClient.get<CycleResults[]>(apiPaths.growCyclesCompare, {
        query: { ids: ids.join(',') },
        // Checked in development only, as the report is (get-grow-report.ts).
        schema: import.meta.env.DEV ? z.array(cycleResultsSchema) : undefined,
        signal,
      }),
    enabled: ids.length >= COMPARE_MIN,
    // Choosing another cycle keeps the table of the last choice until the new one is in.
    placeholderData: (previous) => previous,
  });
}
