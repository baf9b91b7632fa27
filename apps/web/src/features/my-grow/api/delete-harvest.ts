import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** DELETE /plants/{id}/harvest: the record goes; the plant keeps its status. */
export async function deleteHarvest({ plantId }: { plantId: string }): Promise<void> {
  await apiClient.delete(apiPath(apiPaths.plantHarvest, { id: plantId }));
}

export function useDeleteHarvest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteHarvest, onSuccess: () => refreshMyGrow(queryClient) });
}
