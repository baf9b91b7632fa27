import { catalogueApiPaths } from '@maryjane/contract/api-paths';
import { cataloguePrefixes, typeSummarySchema } from '@maryjane/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import type { ListKind } from '../state/wizard-state';

const typesSchema = z.array(typeSummarySchema);

/** GET /{prefix}-types: the types of one part of the catalogue. */
export function useItemTypes(kind: ListKind) {
  return useQuery({
    queryKey: ['catalogue', kind, 'types'],
    queryFn: ({ signal }) =>
      apiClient.get(catalogueApiPaths(cataloguePrefixes[kind]).types, {
        schema: typesSchema,
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}
