import { apiPaths } from '@maryjane/contract/api-paths';
import {
  environmentBodySchema,
  environmentSchema,
  type EnvironmentBody,
} from '@maryjane/contract/environments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** POST /environments: the new environment. */
export function createEnvironment(body: EnvironmentBody) {
  return apiClient.post(apiPaths.environments, environmentBodySchema.parse(body), {
    schema: environmentSchema,
  });
}

export function useCreateEnvironment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnvironment,
    onSuccess: () => refreshMyGrow(queryClient),
    meta: { silent: true }, // the form shows the failure
  });
}
