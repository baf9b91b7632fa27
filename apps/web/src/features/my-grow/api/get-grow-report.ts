import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { growReportSchema, type GrowReport } from '@maryjane/contract/results';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** GET /grow-cycles/{id}/report: the whole grow on one page. */
export function useGrowReport(id: string, enabled = true) {
  return useQuery({
    queryKey: myGrowKeys.report(id),
    // The server sends the answer through its contract schema; only development checks it
    // again, so the page's chunk leaves zod and the contract's schemas out (docs/web.md).
    queryFn: ({ signal }) =>
      apiClient.get<GrowReport>(apiPath(apiPaths.growCycleReport, { id }), {
        schema: import.meta.env.DEV ? growReportSchema : undefined,
        signal,
      }),
    // The page says what went wrong itself (an unknown cycle is a "not found" page).
    meta: { silent: true },
    enabled,
  });
}
