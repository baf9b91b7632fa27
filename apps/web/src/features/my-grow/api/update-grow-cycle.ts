import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { withLegal } from '@maryjane/contract/envelope';
import {
  growCycleSchema,
  updateGrowCycleBodySchema,
  type UpdateGrowCycleBody,
} from '@maryjane/contract/grow-cycles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** PATCH /grow-cycles/{id}: fewer plants removes the highest-numbered ones; with the legal check. */
export function updateGrowCycle({ id, body }: { id: string; body: UpdateGrowCycleBody }) {
  return apiClient.patch(
    apiPath(apiPaths.growCycle, { id }),
    updateGrowCycleBodySchema.parse(body),
    { schema: withLegal(growCycleSchema), envelope: true },
  );
}

export function useUpdateGrowCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGrowCycle,
    onSuccess: () => refreshMyGrow(queryClient),
    meta: { silent: true }, // the form shows the failure
  });
}
