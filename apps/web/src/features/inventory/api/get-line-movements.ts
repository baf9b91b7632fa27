import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { inventoryMovementSchema, type InventoryKind } from '@maryjane/contract/inventory';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

const movementsSchema = inventoryMovementSchema.array();

/** GET /inventory/{kind}/{id}/movements: the seeds grow cycles took and gave back, oldest first. */
export function useLineMovements(kind: InventoryKind, id: string) {
  return useQuery({
    queryKey: [...queryKeys.inventory, kind, 'movements', id],
    queryFn: ({ signal }) =>
      apiClient.get(apiPath(apiPaths.inventoryLineMovements, { kind, id }), {
        schema: movementsSchema,
        signal,
      }),
  });
}
