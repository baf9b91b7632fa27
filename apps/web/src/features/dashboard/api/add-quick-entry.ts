import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import type { JournalEntry, JournalEntryBody } from '@maryjane/contract/grow-cycles';
import { idempotencyKeyHeader } from '@maryjane/contract/idempotency';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { newWriteKey, outbox, sendOrQueue } from '../../../shared/offline/app-outbox';
import { queryKeys } from '../../../shared/query-keys';
import { dashboardKeys } from './keys';

export interface QuickEntry {
  cycleId: string;
  body: JournalEntryBody;
}

/**
 * POST /grow-cycles/{id}/journal from one tap on the dashboard; without a connection the entry
 * waits on the device like one from the journal form (shared/offline).
 */
export function addQuickEntry({ cycleId, body }: QuickEntry) {
  return sendOrQueue({ key: newWriteKey(), kind: 'journal', cycleId, body }, (key) =>
    apiClient.post<JournalEntry>(apiPath(apiPaths.growCycleJournal, { id: cycleId }), body, {
      headers: { [idempotencyKeyHeader]: key },
    }),
  );
}

const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.myGrow }),
    // A repeated feed takes its nutrients out of the supplies' stock again.
    queryClient.invalidateQueries({ queryKey: queryKeys.inventory }),
  ]);

export function useAddQuickEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addQuickEntry,
    // Not paused while offline (TanStack's default): offline, the entry goes to the outbox.
    networkMode: 'always',
    onSuccess: () => refresh(queryClient),
  });
}

/** Undo of a quick entry: DELETE /journal/{id}, or, while it waits, drop it from the device. */
export function useUndoQuickEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (made: { entryId: string } | { key: string }) => {
      if ('key' in made) await outbox.discard(made.key);
      else await apiClient.delete(apiPath(apiPaths.journalEntry, { id: made.entryId }));
    },
    onSuccess: () => refresh(queryClient),
  });
}
