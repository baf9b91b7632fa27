import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import {
  harvestAnswerSchema,
  harvestBodySchema,
  type HarvestBody,
} from '@maryjane/contract/harvests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** PUT /plants/{id}/harvest: the whole record; answers it with the home possession check. */
export function saveHarvest({ plantId, body }: { plantId: string; body: HarvestBody }) {
  return apiClient.put(
    apiPath(apiPaths.plantHarvest, { id: plantId }),
    harvestBodySchema.parse(body),
    { schema: harvestAnswerSchema, envelope: true },
  );
}

/** Saving harvests a growing plant too: every my-grow view refreshes. */
export function useSaveHarvest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHarvest,
    onSuccess: () => refreshMyGrow(queryClient),
    meta: { silent: true }, // the form shows the failure
  });
}
