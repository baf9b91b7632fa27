import { catalogueApiPaths } from '@maryjane/contract/api-paths';
import {
  cataloguePrefixes,
  typeSummarySchema,
  type CatalogueKind,
} from '@maryjane/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';

const typesSchema = z.array(typeSummarySchema);

/** GET /{prefix}-types: the types of one part of the catalogue with their item counts. */
export function useCatalogueTypes(kind: CatalogueKind) {
  const prefix = cataloguePrefixes[kind];
  return useQuery({
    queryKey: ['catalogue', kind, 'types'],
    queryFn: ({ signal }) =>
      apiClient.get(catalogueApiPaths(prefix).types, { schema: typesSchema, signal }),
    staleTime: 10 * 60_000,
  });
}
