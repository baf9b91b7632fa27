import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { environmentTargetsSchema, targetsBodySchema } from '@maryjane/contract/sensors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

export type TargetsBody = z.input<typeof targetsBodySchema>;

/** PUT /environments/{id}/targets: the overrides replace the old ones (none: the defaults). */
export function replaceEnvironmentTargets({ id, body }: { id: string; body: TargetsBody }) {
  return apiClient.put(
    apiPath(apiPaths.environmentTargets, { id }),
    targetsBodySchema.parse(body),
    {
      schema: environmentTargetsSchema,
    },
  );
}

export function useReplaceEnvironmentTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceEnvironmentTargets,
    onSuccess: (targets) => {
      // The answer is the new state; the dialog opened again must not start from the old one.
      const queryKey = myGrowKeys.targets(targets.environmentId);
      queryClient.setQueryData(queryKey, targets);
      return queryClient.invalidateQueries({ queryKey });
    },
    meta: { silent: true }, // the form shows the failure
  });
}
