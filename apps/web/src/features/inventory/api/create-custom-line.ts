import { customInventoryPath } from '@maryjane/contract/api-paths';
import {
  createCustomInventoryBodySchema,
  inventoryItemSchema,
  type CreateCustomInventoryBody,
  type InventoryKind,
} from '@maryjane/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

/**
 * POST /inventory/{kind}/custom: the grower's own strain (seeds) or item, seen only by them, and
 * the line for it, saved together or not at all.
 */
export function createCustomLine(kind: InventoryKind, body: CreateCustomInventoryBody) {
  return apiClient.post(
    customInventoryPath(kind),
    createCustomInventoryBodySchema(kind).parse(body),
    { schema: inventoryItemSchema },
  );
}

export function useCreateCustomLine(kind: InventoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCustomInventoryBody) => createCustomLine(kind, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.inventory }),
        // The new entry is in the grower's catalogue too.
        queryClient.invalidateQueries({
          queryKey: kind === 'seeds' ? ['strains'] : ['catalogue', kind],
        }),
      ]),
    meta: { silent: true }, // the dialog shows the failure
  });
}
