import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import {
  journalEntryBodySchema,
  journalEntrySchema,
  type JournalEntryBody,
} from '@maryjane/contract/grow-cycles';
import { withStock } from '@maryjane/contract/feeding';
import { idempotencyKeyHeader } from '@maryjane/contract/idempotency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { newWriteKey, sendOrQueue } from '../../../shared/offline/app-outbox';
import { refreshMyGrow } from './keys';

/**
 * POST /grow-cycles/{id}/journal: the new entry and the stock warnings of its feed, or
 * `{ queued: true }` when there is no connection and the entry waits on the device (its key
 * makes a later send store it once).
 */
export function createJournalEntry({ cycleId, body }: { cycleId: string; body: JournalEntryBody }) {
  const checked = journalEntryBodySchema.parse(body);
  return sendOrQueue({ key: newWriteKey(), kind: 'journal', cycleId, body: checked }, (key) =>
    apiClient.post(apiPath(apiPaths.growCycleJournal, { id: cycleId }), checked, {
      schema: withStock(journalEntrySchema),
      envelope: true,
      headers: { [idempotencyKeyHeader]: key },
    }),
  );
}

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournalEntry,
    // Not paused while offline (TanStack's default): offline, the entry goes to the outbox.
    networkMode: 'always',
    // A feed entry takes nutrients from the supplies' stock (issue 26).
    onSuccess: () => refreshMyGrow(queryClient),
    meta: { silent: true }, // the form shows the failure
  });
}
