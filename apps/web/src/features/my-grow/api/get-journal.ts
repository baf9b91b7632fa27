import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { journalEntrySchema } from '@maryjane/contract/grow-cycles';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

const entriesSchema = z.array(journalEntrySchema);

/** GET /grow-cycles/{id}/journal: newest first. */
export function useJournal(cycleId: string) {
  return useQuery({
    queryKey: myGrowKeys.journal(cycleId),
    queryFn: ({ signal }) =>
      apiClient.get(apiPath(apiPaths.growCycleJournal, { id: cycleId }), {
        schema: entriesSchema,
        signal,
      }),
  });
}
