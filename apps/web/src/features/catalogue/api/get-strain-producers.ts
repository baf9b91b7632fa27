import { apiPaths } from '@maryjane/contract/api-paths';
import { producerSchema } from '@maryjane/contract/strains';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';

const producersSchema = z.array(producerSchema);

/** GET /strain-producers: the breeders, for the producer filter. */
export function useStrainProducers() {
  return useQuery({
    queryKey: ['strains', 'producers'],
    queryFn: ({ signal }) => apiClient.get(apiPaths.producers, { schema: producersSchema, signal }),
    staleTime: 10 * 60_000,
  });
}
