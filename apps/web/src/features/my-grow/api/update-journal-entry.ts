import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import {
  journalEntrySchema,
  updateJournalEntryBodySchema,
  type JournalEntryBody,
} from '@maryjane/contract/grow-cycles';
import { withStock } from '@maryjane/contract/feeding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** PATCH /journal/{id}: the updated entry and the stock warnings of its feed. */
export function updateJournalEntry({ id, body }: { id: string; body: Partial<JournalEntryBody> }) {
  return apiClient.patch(
    apiPath(apiPaths.journalEntry, { id }),
    updateJournalEntryBodySchema.parse(body),
    { schema: withStock(journalEntrySchema), envelope: true },
  );
}

export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJournalEntry,
    // A feed entry takes nutrients from the supplies' stock (issue 26).
    onSuccess: () => refreshMyGrow(queryClient),
    meta: { silent: true }, // the form shows the failure
  });
}
