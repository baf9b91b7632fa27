import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { pageSchema } from '@maryjane/contract/catalogue';
import {
  inventoryItemSchema,
  type InventoryKind,
  type inventoryQuerySchema,
} from '@maryjane/contract/inventory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

export type InventoryQuery = z.output<typeof inventoryQuerySchema>;

const inventoryPageSchema = pageSchema(inventoryItemSchema);

/** GET /inventory/{kind}: one page of the grower's lines of this kind. */
export function useInventory(kind: InventoryKind, query: InventoryQuery) {
  return useQuery({
    queryKey: [...queryKeys.inventory, kind, 'list', query],
    queryFn: ({ signal }) =>
      apiClient.get(apiPath(apiPaths.inventory, { kind }), {
        query,
        schema: inventoryPageSchema,
        signal,
      }),
    // The last page stays on screen while the next one loads, so searching doesn't flicker.
    placeholderData: keepPreviousData,
  });
}
