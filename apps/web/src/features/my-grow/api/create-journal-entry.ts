import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import {
  journalEntryBodySchema,
  journalEntrySchema,
  type JournalEntryBody,
} from '@maryjane/contract/grow-cycles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** POST /grow-cycles/{id}/journal: the new entry. */
export function createJournalEntry({ cycleId, body }: { cycleId: string; body: JournalEntryBody }) {
  return apiClient.post(
    apiPath(apiPaths.growCycleJournal, { id: cycleId }),
    journalEntryBodySchema.parse(body),
    {
      schema: journalEntrySchema,
    },
  );
}

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournalEntry,
    onSuccess: (entry) =>
      queryClient.invalidateQueries({ queryKey: myGrowKeys.journal(entry.cycleId) }),
    meta: { silent: true }, // the form shows the failure
  });
}
