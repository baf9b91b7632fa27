import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { pageSchema } from '@maryjane/contract/catalogue';
import { inventoryItemSchema } from '@maryjane/contract/inventory';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

const linesSchema = pageSchema(inventoryItemSchema);

/**
 * GET /inventory/{seeds|equipment|supplies}?pageSize=100: the lines a cycle is started from, an
 * environment is equipped with or a feed is mixed from. One page of 100 is more than a home grower keeps.
 */
export function useInventoryLines(kind: 'seeds' | 'equipment' | 'supplies', enabled = true) {
  return useQuery({
    enabled,
    queryKey: myGrowKeys.inventory(kind),
    queryFn: ({ signal }) =>
      apiClient.get(apiPath(apiPaths.inventory, { kind }), {
        query: { pageSize: 100, sort: 'name' },
        schema: linesSchema,
        signal,
      }),
    select: (page) => page.items,
    // The inventory pages change these lines under their own keys: ask again on every form.
    staleTime: 0,
  });
}
