import { catalogueApiPaths } from '@maryjane/contract/api-paths';
import { cataloguePrefixes, facetSchema, type CatalogueKind } from '@maryjane/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';

const facetsSchema = z.array(facetSchema);

/** GET /{prefix}-items/categories: the categories in use (value = category key), with counts. */
export function useItemCategories(kind: CatalogueKind) {
  const prefix = cataloguePrefixes[kind];
  return useQuery({
    queryKey: ['catalogue', kind, 'categories'],
    queryFn: ({ signal }) =>
      apiClient.get(catalogueApiPaths(prefix).categories, { schema: facetsSchema, signal }),
    staleTime: 10 * 60_000,
  });
}
