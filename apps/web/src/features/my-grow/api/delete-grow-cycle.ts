import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** DELETE /grow-cycles/{id}: the cycle with its plants and journal. */
export async function deleteGrowCycle(id: string): Promise<void> {
  await apiClient.delete(apiPath(apiPaths.growCycle, { id }));
}

export function useDeleteGrowCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGrowCycle,
    // The deleted cycle's own queries are left alone: asked again they would only answer 404.
    onSuccess: (_result, id) =>
      void queryClient.invalidateQueries({
        queryKey: myGrowKeys.all,
        predicate: (query) => !query.queryKey.includes(id),
      }),
  });
}
