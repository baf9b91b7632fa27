import { apiPaths } from '@maryjane/contract/api-paths';
import { householdBodySchema } from '@maryjane/contract/legal';
import { userSchema } from '@maryjane/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

export type UpdateHouseholdBody = z.input<typeof householdBodySchema>;

/** PATCH /user/household: the updated user. */
export function updateHousehold(body: UpdateHouseholdBody) {
  return apiClient.patch(apiPaths.household, householdBodySchema.parse(body), {
    schema: userSchema,
  });
}

export function useUpdateHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHousehold,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
    meta: { silent: true }, // the form shows the failure
  });
}
