import {
  cataloguePrefixes,
  shoppingListSchema,
  type BudgetTier,
  type GrowPlace,
} from '@maryjane/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import type { ListKind } from '../state/wizard-state';

export interface ListChoice {
  budget: BudgetTier;
  where: GrowPlace;
  numberOfPlants: number;
}

/**
 * GET /{prefix}-shopping-lists: what to buy for the grower's choices. Idle while `choice` is
 * null; no placeholder data, so a list is never mistaken for the one of other choices.
 */
export function useShoppingList(kind: ListKind, choice: ListChoice | null) {
  return useQuery({
    queryKey: ['catalogue', kind, 'shopping-list', choice],
    queryFn: ({ signal }) =>
      apiClient.get(`/${cataloguePrefixes[kind]}-shopping-lists`, {
        query: { ...choice },
        schema: shoppingListSchema,
        signal,
      }),
    enabled: choice !== null,
    staleTime: 10 * 60_000,
  });
}
