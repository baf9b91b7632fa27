import {
  cataloguePrefixes,
  shoppingListSchema,
  type CatalogueKind,
  type shoppingListQuerySchema,
} from '@maryjane/contract/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';

export type ShoppingListQuery = z.output<typeof shoppingListQuerySchema>;

/** GET /{prefix}-shopping-lists: what to buy for a grow of this budget, place and size. */
export function useShoppingList(kind: CatalogueKind, query: ShoppingListQuery) {
  const prefix = cataloguePrefixes[kind];
  return useQuery({
    queryKey: ['catalogue', kind, 'shopping-list', query],
    queryFn: ({ signal }) =>
      apiClient.get(`/${prefix}-shopping-lists`, { query, schema: shoppingListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
