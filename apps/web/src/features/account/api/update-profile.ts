import { apiPaths } from '@maryjane/contract/api-paths';
import { updateProfileBodySchema, userSchema } from '@maryjane/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** PATCH /user/profile: the updated user. */
export function updateProfile(body: UpdateProfileBody) {
  return apiClient.patch(apiPaths.profile, updateProfileBodySchema.parse(body), {
    schema: userSchema,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
    meta: { silent: true }, // the form shows the failure
  });
}
