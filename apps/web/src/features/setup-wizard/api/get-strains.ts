import { pageSchema } from '@maryjane/contract/catalogue';
import { strainSchema, type strainsQuerySchema } from '@maryjane/contract/strains';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';

/** The filters the wizard uses. */
export type StrainsQuery = Partial<
  Pick<
    z.output<typeof strainsQuerySchema>,
    'floweringType' | 'seedType' | 'sort' | 'q' | 'pageSize'
  >
>;

const strainPageSchema = pageSchema(strainSchema);

/** GET /strains: suggestions for the grower's choices, or the strains matching a name. */
export function useStrains(query: StrainsQuery) {
  return useQuery({
    queryKey: ['strains', 'list', query],
    queryFn: ({ signal }) => apiClient.get('/strains', { query, schema: strainPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
