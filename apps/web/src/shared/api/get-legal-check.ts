import { apiPaths } from '@maryjane/contract/api-paths';
import { legalCheckSchema } from '@maryjane/contract/legal';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /legal-check: plants in living cycles against the household's legal limit. My grow warns
 * with it; the setup wizard adds a signed-in grower's plants to the ones it plans.
 */
export function useLegalCheck({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.legalCheck,
    queryFn: ({ signal }) =>
      apiClient.get(apiPaths.legalCheck, { schema: legalCheckSchema, signal }),
    enabled,
    // A hint, not the page's content: if it fails, the page works without it.
    meta: { silent: true },
  });
}
