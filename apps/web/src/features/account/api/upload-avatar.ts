import { apiPaths } from '@maryjane/contract/api-paths';
import type { User } from '@maryjane/contract/user';
import { avatarResultSchema } from '@maryjane/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

/** POST /user/profile/avatar, multipart field `avatar`: `{ avatarUrl }`. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return apiClient.post(apiPaths.avatar, form, { schema: avatarResultSchema });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatarUrl }) => {
      queryClient.setQueryData<User>(queryKeys.currentUser, (user) =>
        user ? { ...user, avatarUrl } : user,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
    meta: { silent: true }, // the avatar section shows the failure
  });
}
