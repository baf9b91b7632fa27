import { catalogueApiPaths } from '@maryjane/contract/api-paths';
import {
  cataloguePrefixes,
  catalogueItemSchema,
  pageSchema,
  type CatalogueKind,
  type itemsQuerySchema,
} from '@maryjane/contract/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';

export type ItemsQuery = z.output<ReturnType<typeof itemsQuerySchema>>;

const itemPageSchema = pageSchema(catalogueItemSchema);

/** GET /{prefix}-items: one page of equipment, supplies or tools matching the filters. */
export function useCatalogueItems(kind: CatalogueKind, query: ItemsQuery) {
  const prefix = cataloguePrefixes[kind];
  return useQuery({
    queryKey: ['catalogue', kind, 'items', query],
    queryFn: ({ signal }) =>
      apiClient.get(catalogueApiPaths(prefix).items, { query, schema: itemPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
