import { apiPaths } from '@maryjane/contract/api-paths';
import { retailerSchema } from '@maryjane/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';

const retailersSchema = z.array(retailerSchema);

/** GET /retailers: every shop the catalogue names, described in en and de. */
export function useRetailers() {
  return useQuery({
    queryKey: ['catalogue', 'retailers'],
    queryFn: ({ signal }) => apiClient.get(apiPaths.retailers, { schema: retailersSchema, signal }),
    staleTime: 10 * 60_000,
  });
}
