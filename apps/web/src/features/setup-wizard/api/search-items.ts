import { catalogueApiPaths } from '@maryjane/contract/api-paths';
import { cataloguePrefixes, catalogueItemSchema, pageSchema } from '@maryjane/contract/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import type { ListKind } from '../state/wizard-state';

export const SEARCH_PAGE_SIZE = 10;

const itemPageSchema = pageSchema(catalogueItemSchema);

/** GET /{prefix}-items?q=: the first catalogue items matching what the grower typed. */
export function useItemSearch(kind: ListKind, q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['catalogue', kind, 'search', text],
    queryFn: ({ signal }) =>
      apiClient.get(catalogueApiPaths(cataloguePrefixes[kind]).items, {
        query: { q: text || undefined, pageSize: SEARCH_PAGE_SIZE },
        schema: itemPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
