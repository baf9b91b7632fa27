import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { withLegal } from '@maryjane/contract/envelope';
import { addPlantBodySchema, plantSchema, type AddPlantBody } from '@maryjane/contract/grow-cycles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** POST /grow-cycles/{id}/plants: the new plant (the cycle has one more; it took a seed) and the legal check. */
export function addPlant({ cycleId, body }: { cycleId: string; body: AddPlantBody }) {
  return apiClient.post(
    apiPath(apiPaths.growCyclePlants, { id: cycleId }),
    addPlantBodySchema.parse(body),
    { schema: withLegal(plantSchema), envelope: true },
  );
}

export function useAddPlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlant,
    onSuccess: () => refreshMyGrow(queryClient),
    meta: { silent: true }, // the form shows the failure
  });
}
