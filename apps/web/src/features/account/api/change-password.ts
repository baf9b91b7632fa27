import { apiPaths } from '@maryjane/contract/api-paths';
import { changePasswordBodySchema, messageResultSchema } from '@maryjane/contract/user';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';

export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/**
 * POST /user/change-password: 422 `password_mismatch` on oldPassword. The server signs out
 * every other session; this one stays.
 */
export function changePassword(body: ChangePasswordBody) {
  return apiClient.post(apiPaths.changePassword, changePasswordBodySchema.parse(body), {
    schema: messageResultSchema,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { silent: true } });
}
