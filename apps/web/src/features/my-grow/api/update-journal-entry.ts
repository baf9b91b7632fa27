import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import {
  journalEntrySchema,
  updateJournalEntryBodySchema,
  type JournalEntryBody,
} from '@maryjane/contract/grow-cycles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** PATCH /journal/{id}: the updated entry. */
export function updateJournalEntry({ id, body }: { id: string; body: Partial<JournalEntryBody> }) {
  return apiClient.patch(
    apiPath(apiPaths.journalEntry, { id }),
    updateJournalEntryBodySchema.parse(body),
    {
      schema: journalEntrySchema,
    },
  );
}

export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJournalEntry,
    onSuccess: (entry) =>
      queryClient.invalidateQueries({ queryKey: myGrowKeys.journal(entry.cycleId) }),
    meta: { silent: true }, // the form shows the failure
  });
}
