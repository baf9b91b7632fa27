import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import {
  createInventoryBodySchema,
  inventoryItemSchema,
  type CreateInventoryBody,
  type InventoryKind,
} from '@maryjane/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

/** POST /inventory/{kind}: a new line for a catalogue item (or strain) the grower may see. */
export function createInventoryItem(kind: InventoryKind, body: CreateInventoryBody) {
  return apiClient.post(
    apiPath(apiPaths.inventory, { kind }),
    createInventoryBodySchema.parse(body),
    {
      schema: inventoryItemSchema,
    },
  );
}

export function useCreateInventoryItem(kind: InventoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInventoryBody) => createInventoryItem(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory }),
    meta: { silent: true }, // the dialog shows the failure
  });
}
