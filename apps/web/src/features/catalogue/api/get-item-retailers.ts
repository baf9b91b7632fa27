import { catalogueApiPaths } from '@maryjane/contract/api-paths';
import {
  cataloguePrefixes,
  retailerSchema,
  type CatalogueKind,
} from '@maryjane/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';

const retailersSchema = z.array(retailerSchema);

/** GET /{prefix}-items/retailers: the shops that sell items of this part of the catalogue. */
export function useItemRetailers(kind: CatalogueKind) {
  const prefix = cataloguePrefixes[kind];
  return useQuery({
    queryKey: ['catalogue', kind, 'retailers'],
    queryFn: ({ signal }) =>
      apiClient.get(catalogueApiPaths(prefix).itemRetailers, { schema: retailersSchema, signal }),
    staleTime: 10 * 60_000,
  });
}
