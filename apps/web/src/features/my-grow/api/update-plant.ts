import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { plantBodySchema, plantSchema, type PlantBody } from '@maryjane/contract/grow-cycles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { refreshMyGrow } from './keys';

/** PATCH /plants/{id}: name and notes. */
export function updatePlant({ id, body }: { id: string; body: PlantBody }) {
  return apiClient.patch(apiPath(apiPaths.plant, { id }), plantBodySchema.parse(body), {
    schema: plantSchema,
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
