import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** DELETE /journal/{id}. */
export async function deleteJournalEntry({ id }: { id: string; cycleId: string }): Promise<void> {
  await apiClient.delete(apiPath(apiPaths.journalEntry, { id }));
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalEntry,
    // A feed entry gives its nutrients back to stock, and its photos went with it (issue 26).
    onSuccess: () => refreshMyGrow(queryClient),
  });
}
