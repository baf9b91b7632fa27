import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { growReportSchema } from '@maryjane/contract/results';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** GET /grow-cycles/{id}/report: the whole grow on one page. */
export function useGrowReport(id: string, enabled = true) {
  return useQuery({
    queryKey: myGrowKeys.report(id),
    queryFn: ({ signal }) =>
      apiClient.get(apiPath(apiPaths.growCycleReport, { id }), {
        schema: growReportSchema,
        signal,
      }),
    // The page says what went wrong itself (an unknown cycle is a "not found" page).
    meta: { silent: true },
    enabled,
  });
}
