import { apiPaths } from '@maryjane/contract/api-paths';
import { pageSchema } from '@maryjane/contract/catalogue';
import { strainSchema, type strainsQuerySchema } from '@maryjane/contract/strains';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../api-client';

/** The filters as the server reads them; the wizard names only a few. */
export type StrainsQuery = Partial<z.output<typeof strainsQuerySchema>>;

const strainPageSchema = pageSchema(strainSchema);

/** GET /strains: one page of the strains that match the filters (the finder, the wizard). */
export function useStrains(query: StrainsQuery) {
  return useQuery({
    queryKey: ['strains', 'list', query],
    queryFn: ({ signal }) =>
      apiClient.get(apiPaths.strains, { query, schema: strainPageSchema, signal }),
    // The last page stays on screen while the next one loads, so filtering doesn't flicker.
    placeholderData: keepPreviousData,
  });
}
