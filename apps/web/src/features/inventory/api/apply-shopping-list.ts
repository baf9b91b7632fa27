import type { CatalogueKind } from '@maryjane/contract/catalogue';
import {
  applyShoppingListBodySchema,
  applyShoppingListResultSchema,
  type ApplyShoppingListBody,
} from '@maryjane/contract/inventory';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

/**
 * POST /inventory/{kind}/shopping-list: puts a shopping list into the inventory; `replace`
 * removes every line of the kind first, so the dialog asks before it sends that.
 */
export function applyShoppingList(kind: CatalogueKind, body: ApplyShoppingListBody) {
  return apiClient.post(
    `/inventory/${kind}/shopping-list`,
    applyShoppingListBodySchema.parse(body),
    { schema: applyShoppingListResultSchema },
  );
}

export function useApplyShoppingList(kind: CatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyShoppingListBody) => applyShoppingList(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory }),
  });
}
