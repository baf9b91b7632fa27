import { apiPaths } from '@maryjane/contract/api-paths';
import { inventoryTotalsSchema } from '@maryjane/contract/inventory';
import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /inventory/totals: lines, quantity and spend per kind, and the spend over all of them. */
export const inventoryTotalsQuery = queryOptions({
  queryKey: queryKeys.inventoryTotals,
  queryFn: ({ signal }) =>
    apiClient.get(apiPaths.inventoryTotals, {
      // Checked in development and tests; see ../http-client.ts, `schema` (the dashboard reads it).
      schema: import.meta.env.DEV ? inventoryTotalsSchema : undefined,
      signal,
    }),
});

/** `meta`: the dashboard's cards show a failure themselves (`{ silent: true }`). */
export function useInventoryTotals(meta?: QueryMeta) {
  return useQuery({ ...inventoryTotalsQuery, meta });
}
