import { apiPaths } from '@maryjane/contract/api-paths';
import { publicConfigSchema } from '@maryjane/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /config: which captcha the protected forms need. Fetched when the first such form mounts,
 * kept for the visit. Silent: if it fails, the form still submits and the server's answer
 * (`captcha_failed`) is what the reader sees.
 */
export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.publicConfig,
  queryFn: ({ signal }) => apiClient.get(apiPaths.config, { signal, schema: publicConfigSchema }),
  staleTime: Infinity,
  meta: { silent: true },
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
