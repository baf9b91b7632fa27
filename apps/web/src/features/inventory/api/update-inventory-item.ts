import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import {
  inventoryItemSchema,
  updateInventoryBodySchema,
  type InventoryKind,
  type UpdateInventoryBody,
} from '@maryjane/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

/** PATCH /inventory/{kind}/{id}: the changed line; what it refers to stays. */
export function updateInventoryItem(kind: InventoryKind, id: string, body: UpdateInventoryBody) {
  return apiClient.patch(
    apiPath(apiPaths.inventoryLine, { kind, id }),
    updateInventoryBodySchema.parse(body),
    {
      schema: inventoryItemSchema,
    },
  );
}

export function useUpdateInventoryItem(kind: InventoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateInventoryBody }) =>
      updateInventoryItem(kind, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory }),
    meta: { silent: true }, // the dialog shows the failure
  });
}
