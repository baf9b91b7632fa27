import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** DELETE /photos/{id}. */
export async function deletePhoto({ id }: { id: string; cycleId: string }): Promise<void> {
  await apiClient.delete(apiPath(apiPaths.photo, { id }));
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (_result, { cycleId }) =>
      queryClient.invalidateQueries({ queryKey: myGrowKeys.photosOf(cycleId) }),
  });
}
