import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { environmentTargetsSchema, type EnvironmentTargets } from '@maryjane/contract/sensors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

/**
 * Under the my-grow prefix, the key the environments page reads the same answer with: saving the
 * targets there refreshes this card too.
 */
export const environmentTargetsKey = (environmentId: string) =>
  [...queryKeys.myGrow, 'targets', environmentId] as const;

/** GET /environments/{id}/targets: the phase the environment is in now and each phase's targets. */
export function useEnvironmentTargets(environmentId: string) {
  return useQuery({
    queryKey: environmentTargetsKey(environmentId),
    queryFn: ({ signal }): Promise<EnvironmentTargets> =>
      apiClient.get(apiPath(apiPaths.environmentTargets, { id: environmentId }), {
        schema: environmentTargetsSchema,
        signal,
      }),
    meta: { silent: true }, // each environment's part of the card shows the failure, with a retry
  });
}
