import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** DELETE /journal/{id}. */
export async function deleteJournalEntry({ id }: { id: string; cycleId: string }): Promise<void> {
  await apiClient.delete(`/journal/${id}`);
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalEntry,
    onSuccess: (_result, { cycleId }) =>
      queryClient.invalidateQueries({ queryKey: myGrowKeys.journal(cycleId) }),
  });
}
