import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';

const countsSchema = z.array(z.number().int().positive()).min(1);

/** GET /equipment-items/number-of-plants: the grow sizes shopping lists are made for. */
export function usePlantCounts() {
  return useQuery({
    queryKey: ['catalogue', 'plant-counts'],
    queryFn: ({ signal }) =>
      apiClient.get('/equipment-items/number-of-plants', { schema: countsSchema, signal }),
    staleTime: 10 * 60_000,
  });
}
