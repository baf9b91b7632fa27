import { inventoryTotalsSchema } from '@maryjane/contract/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { cardMeta, dashboardKeys } from './keys';

/** GET /inventory/totals: lines and spend per kind, and the spend over all of them. */
export const inventoryTotalsQuery = queryOptions({
  queryKey: dashboardKeys.inventoryTotals,
  queryFn: ({ signal }) =>
    apiClient.get('/inventory/totals', {
      // Checked in development and tests; see ../../../shared/http-client.ts, `schema`.
      schema: import.meta.env.DEV ? inventoryTotalsSchema : undefined,
      signal,
    }),
  meta: cardMeta,
});

export function useInventoryTotals() {
  return useQuery(inventoryTotalsQuery);
}
