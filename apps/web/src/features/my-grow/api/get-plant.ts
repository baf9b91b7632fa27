import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { plantSchema } from '@maryjane/contract/grow-cycles';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** GET /plants/{id}: one plant with its sex and status. */
export function useOnePlant(id: string, enabled = true) {
  return useQuery({
    queryKey: [...myGrowKeys.plants(), id] as const,
    queryFn: ({ signal }) =>
      apiClient.get(apiPath(apiPaths.plant, { id }), { schema: plantSchema, signal }),
    // The page says what went wrong itself (an unknown plant is a "not found" page).
    meta: { silent: true },
    enabled,
  });
}
