import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
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
    apiPath(apiPaths.shoppingListToInventory, { kind }),
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
