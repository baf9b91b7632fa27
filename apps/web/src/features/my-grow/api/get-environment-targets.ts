import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { environmentTargetsSchema } from '@maryjane/contract/sensors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** GET /environments/{id}/targets: every phase's targets, the defaults with this place's own. */
export function useEnvironmentTargets(environmentId: string) {
  return useQuery({
    queryKey: myGrowKeys.targets(environmentId),
    queryFn: ({ signal }) =>
      apiClient.get(apiPath(apiPaths.environmentTargets, { id: environmentId }), {
        schema: environmentTargetsSchema,
        signal,
      }),
    // The targets dialog shows the failure, with a retry.
    meta: { silent: true },
  });
}
