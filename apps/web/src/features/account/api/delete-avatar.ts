import { apiPaths } from '@maryjane/contract/api-paths';
import type { User } from '@maryjane/contract/user';
import { avatarResultSchema } from '@maryjane/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

/** DELETE /user/profile/avatar: `{ avatarUrl: null }`. */
export function deleteAvatar() {
  return apiClient.delete(apiPaths.avatar, { schema: avatarResultSchema });
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: ({ avatarUrl }) => {
      queryClient.setQueryData<User>(queryKeys.currentUser, (user) =>
        user ? { ...user, avatarUrl } : user,
      );
    },
  });
}
