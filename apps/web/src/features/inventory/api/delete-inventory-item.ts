import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import type { InventoryKind } from '@maryjane/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

/** DELETE /inventory/{kind}/{id}: 204. */
export function deleteInventoryItem(kind: InventoryKind, id: string) {
  return apiClient.delete<undefined>(apiPath(apiPaths.inventoryLine, { kind, id }));
}

export function useDeleteInventoryItem(kind: InventoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteInventoryItem(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory }),
  });
}
