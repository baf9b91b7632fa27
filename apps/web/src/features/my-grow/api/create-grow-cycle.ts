import { apiPaths } from '@maryjane/contract/api-paths';
import { withLegal } from '@maryjane/contract/envelope';
import {
  growCycleBodySchema,
  growCycleSchema,
  type GrowCycleBody,
} from '@maryjane/contract/grow-cycles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** POST /grow-cycles: the new cycle, with plants 1…numberOfPlants, and the legal check. */
export function createGrowCycle(body: GrowCycleBody) {
  return apiClient.post(apiPaths.growCycles, growCycleBodySchema.parse(body), {
    schema: withLegal(growCycleSchema),
    envelope: true,
  });
}

export function useCreateGrowCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGrowCycle,
    onSuccess: () => refreshMyGrow(queryClient),
    meta: { silent: true }, // the form shows the failure
  });
}
