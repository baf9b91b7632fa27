import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import {
  growCycleSchema,
  movePhaseBodySchema,
  type MovePhaseBody,
} from '@maryjane/contract/grow-cycles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys, refreshMyGrow } from './keys';

/** POST /grow-cycles/{id}/phase: the cycle in its new phase. */
export function movePhase({ id, body }: { id: string; body: MovePhaseBody }) {
  return apiClient.post(apiPath(apiPaths.growCyclePhase, { id }), movePhaseBodySchema.parse(body), {
    schema: growCycleSchema,
  });
}

export function useMovePhase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePhase,
    onSuccess: (cycle) => {
      queryClient.setQueryData(myGrowKeys.cycle(cycle.id), cycle);
      return refreshMyGrow(queryClient);
    },
    meta: { silent: true }, // the dialog shows the failure
  });
}
