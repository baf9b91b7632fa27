import { apiPaths } from '@maryjane/contract/api-paths';
import { growCycleSchema } from '@maryjane/contract/grow-cycles';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys, type CycleStatus } from './keys';

const cyclesSchema = z.array(growCycleSchema);

/** GET /grow-cycles?status=: newest start first. */
export function useGrowCycles(status: CycleStatus) {
  return useQuery({
    queryKey: myGrowKeys.cycles(status),
    queryFn: ({ signal }) =>
      apiClient.get(apiPaths.growCycles, { query: { status }, schema: cyclesSchema, signal }),
  });
}
