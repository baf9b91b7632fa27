import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** DELETE /share-links/{id}: the link's address stops working at once. */
export async function deleteShareLink(id: string): Promise<void> {
  await apiClient.delete(apiPath(apiPaths.shareLink, { id }));
}

export function useDeleteShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShareLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myGrowKeys.shareLinks }),
  });
}
