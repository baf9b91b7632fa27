import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import {
  journalEntryBodySchema,
  journalEntrySchema,
  type JournalEntryBody,
} from '@maryjane/contract/grow-cycles';
import { withStock } from '@maryjane/contract/feeding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** POST /grow-cycles/{id}/journal: the new entry and the stock warnings of its feed. */
export function createJournalEntry({ cycleId, body }: { cycleId: string; body: JournalEntryBody }) {
  return apiClient.post(
    apiPath(apiPaths.growCycleJournal, { id: cycleId }),
    journalEntryBodySchema.parse(body),
    { schema: withStock(journalEntrySchema), envelope: true },
  );
}

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournalEntry,
    // A feed entry takes nutrients from the supplies' stock (issue 26).
    onSuccess: () => refreshMyGrow(queryClient),
    meta: { silent: true }, // the form shows the failure
  });
}
