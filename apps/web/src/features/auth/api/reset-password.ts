import { apiPaths } from '@maryjane/contract/api-paths';
import { messageResultSchema, resetPasswordBodySchema } from '@maryjane/contract/user';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import type { CaptchaHeaders, ProtectedInput } from './captcha-headers';

export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** POST /user/reset-password: 400 `invalid_reset_code`, 422 `password_already_used`. */
export async function resetPassword(body: ResetPasswordBody, captcha: CaptchaHeaders) {
  return apiClient.post(apiPaths.resetPassword, resetPasswordBodySchema.parse(body), {
    headers: await captcha(),
    schema: messageResultSchema,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ body, captcha }: ProtectedInput<ResetPasswordBody>) =>
      resetPassword(body, captcha),
    meta: { silent: true },
  });
}
