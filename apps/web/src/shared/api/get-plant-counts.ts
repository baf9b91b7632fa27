import { apiPaths } from '@maryjane/contract/api-paths';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

// As the API route answers it: the list may be empty when the catalogue has no equipment.
const countsSchema = z.array(z.number().int().positive());

/** GET /equipment-items/number-of-plants: the grow sizes shopping lists are made for. */
export function usePlantCounts() {
  return useQuery({
    queryKey: queryKeys.plantCounts,
    queryFn: ({ signal }) =>
      apiClient.get(apiPaths.numberOfPlants, { schema: countsSchema, signal }),
    staleTime: 10 * 60_000,
  });
}
