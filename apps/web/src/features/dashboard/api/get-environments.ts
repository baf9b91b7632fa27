import { environmentSchema } from '@maryjane/contract/environments';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { cardMeta, dashboardKeys } from './keys';

const environmentsSchema = z.array(environmentSchema);

/** GET /environments: the places the grower's plants grow, each with its own sensors. */
export function useEnvironments() {
  return useQuery({
    queryKey: dashboardKeys.environments,
    queryFn: ({ signal }) => apiClient.get('/environments', { schema: environmentsSchema, signal }),
    meta: cardMeta,
  });
}
