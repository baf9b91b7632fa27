import {
  customStrainBodySchema,
  strainSchema,
  type CustomStrainBody,
} from '@maryjane/contract/strains';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';

/** POST /strains/custom: the grower's own strain, seen only by them. */
export function createCustomStrain(body: CustomStrainBody) {
  return apiClient.post('/strains/custom', customStrainBodySchema.parse(body), {
    schema: strainSchema,
  });
}

export function useCreateCustomStrain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomStrain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['strains'] }),
    meta: { silent: true }, // the dialog shows the failure
  });
}
