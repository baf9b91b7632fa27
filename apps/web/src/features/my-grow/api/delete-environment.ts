import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** DELETE /environments/{id}: its grow cycles keep running without an environment. */
export async function deleteEnvironment(id: string): Promise<void> {
  await apiClient.delete(apiPath(apiPaths.environment, { id }));
}

export function useDeleteEnvironment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEnvironment,
    onSuccess: () => refreshMyGrow(queryClient),
  });
}
