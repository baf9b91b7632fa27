import { environmentSchema } from '@maryjane/contract/environments';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

const environmentsSchema = z.array(environmentSchema);

/** GET /environments: the grower's places to grow. */
export function useEnvironments() {
  return useQuery({
    queryKey: myGrowKeys.environments,
    queryFn: ({ signal }) => apiClient.get('/environments', { schema: environmentsSchema, signal }),
  });
}
