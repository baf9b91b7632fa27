import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import {
  environmentSchema,
  updateEnvironmentBodySchema,
  type UpdateEnvironmentBody,
} from '@maryjane/contract/environments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** PATCH /environments/{id}: the updated environment. */
export function updateEnvironment({ id, body }: { id: string; body: UpdateEnvironmentBody }) {
  return apiClient.patch(
    apiPath(apiPaths.environment, { id }),
    updateEnvironmentBodySchema.parse(body),
    {
      schema: environmentSchema,
    },
  );
}

export function useUpdateEnvironment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEnvironment,
    onSuccess: () => refreshMyGrow(queryClient),
    meta: { silent: true }, // the form shows the failure
  });
}
