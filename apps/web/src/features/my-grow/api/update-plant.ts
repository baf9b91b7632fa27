import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { withLegal } from '@maryjane/contract/envelope';
import {
  plantSchema,
  updatePlantBodySchema,
  type UpdatePlantBody,
} from '@maryjane/contract/grow-cycles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** PATCH /plants/{id}: name, notes, sex and status; answers the plant and the legal check. */
export function updatePlant({ id, body }: { id: string; body: UpdatePlantBody }) {
  return apiClient.patch(apiPath(apiPaths.plant, { id }), updatePlantBodySchema.parse(body), {
    schema: withLegal(plantSchema),
    envelope: true,
  });
}

export function useUpdatePlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlant,
    onSuccess: () => refreshMyGrow(queryClient),
    meta: { silent: true }, // the form shows the failure
  });
}
