import { catalogueApiPaths } from '@maryjane/contract/api-paths';
import { cataloguePrefixes, facetSchema, type CatalogueKind } from '@maryjane/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';

const facetsSchema = z.array(facetSchema);

/** GET /{prefix}-items/brands: the brands in this part of the catalogue, with item counts. */
export function useItemBrands(kind: CatalogueKind) {
  const prefix = cataloguePrefixes[kind];
  return useQuery({
    queryKey: ['catalogue', kind, 'brands'],
    queryFn: ({ signal }) =>
      apiClient.get(catalogueApiPaths(prefix).brands, { schema: facetsSchema, signal }),
    staleTime: 10 * 60_000,
  });
}
