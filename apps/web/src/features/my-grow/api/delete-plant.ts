import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** DELETE /plants/{id}: refused (409 last_plant) for a cycle's only plant. */
export async function deletePlant(id: string): Promise<void> {
  await apiClient.delete(apiPath(apiPaths.plant, { id }));
}

export function useDeletePlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlant,
    onSuccess: () => refreshMyGrow(queryClient),
  });
}
