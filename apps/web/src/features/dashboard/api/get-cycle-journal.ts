import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { journalEntrySchema } from '@maryjane/contract/grow-cycles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { cardMeta, dashboardKeys } from './keys';

// Checked in development and tests; see ../../../shared/http-client.ts, `schema`.
const journalSchema = import.meta.env.DEV ? z.array(journalEntrySchema) : undefined;

/** GET /grow-cycles/{id}/journal: what the quick entries repeat (the last watering and feed). */
export const cycleJournalQuery = (cycleId: string) =>
  queryOptions({
    queryKey: dashboardKeys.journal(cycleId),
    queryFn: ({ signal }) =>
      apiClient.get(apiPath(apiPaths.growCycleJournal, { id: cycleId }), {
        schema: journalSchema,
        signal,
      }),
    meta: cardMeta,
  });

export function useCycleJournal(cycleId: string) {
  return useQuery(cycleJournalQuery(cycleId));
}
