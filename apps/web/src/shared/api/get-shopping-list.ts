import { catalogueApiPaths } from '@maryjane/contract/api-paths';
import {
  cataloguePrefixes,
  shoppingListSchema,
  type CatalogueKind,
  type shoppingListQuerySchema,
} from '@maryjane/contract/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../api-client';

export type ShoppingListQuery = z.output<typeof shoppingListQuerySchema>;

/**
 * GET /{prefix}-shopping-lists: what to buy for a grow of this budget, place and size; idle
 * while `query` is null. `keepPrevious` keeps the last list on screen while the next loads (the
 * catalogue page); the wizard leaves it off, so a list is never taken for one of other choices.
 */
export function useShoppingList(
  kind: CatalogueKind,
  query: ShoppingListQuery | null,
  { keepPrevious = false } = {},
) {
  return useQuery({
    queryKey: ['catalogue', kind, 'shopping-list', query],
    queryFn: ({ signal }) =>
      apiClient.get(catalogueApiPaths(cataloguePrefixes[kind]).shoppingLists, {
        query: { ...query },
        schema: shoppingListSchema,
        signal,
      }),
    enabled: query !== null,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    staleTime: 10 * 60_000,
  });
}
