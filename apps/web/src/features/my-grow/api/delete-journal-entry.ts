import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** DELETE /journal/{id}. */
export async function deleteJournalEntry({ id }: { id: string; cycleId: string }): Promise<void> {
  await apiClient.delete(apiPath(apiPaths.journalEntry, { id }));
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalEntry,
    onSuccess: (_result, { cycleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myGrowKeys.journal(cycleId) }),
        // The entry's photos went with it.
        queryClient.invalidateQueries({ queryKey: myGrowKeys.photosOf(cycleId) }),
      ]),
  });
}
