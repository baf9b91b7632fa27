import { apiPaths } from '@maryjane/contract/api-paths';
import { updateLocationBodySchema, userSchema } from '@maryjane/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

export type UpdateLocationBody = z.input<typeof updateLocationBodySchema>;

/**
 * PATCH /user/location: the updated user. Not offered in the settings yet: the ids come from
 * the places catalogue (GET /location/...), which arrives with its own issue.
 */
export function updateLocation(body: UpdateLocationBody) {
  return apiClient.patch(apiPaths.location, updateLocationBodySchema.parse(body), {
    schema: userSchema,
  });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}
