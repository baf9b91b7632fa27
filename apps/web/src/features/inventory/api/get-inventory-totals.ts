import { inventoryTotalsSchema } from '@maryjane/contract/inventory';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { inventoryKey } from './get-inventory';

/** GET /inventory/totals: lines, quantity and spend per kind, and the spend over all of them. */
export function useInventoryTotals() {
  return useQuery({
    queryKey: [...inventoryKey, 'totals'],
    queryFn: ({ signal }) =>
      apiClient.get('/inventory/totals', { schema: inventoryTotalsSchema, signal }),
  });
}
