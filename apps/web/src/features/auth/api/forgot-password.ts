import { apiPaths } from '@maryjane/contract/api-paths';
import { forgotPasswordBodySchema, messageResultSchema } from '@maryjane/contract/user';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import type { CaptchaHeaders, ProtectedInput } from './captcha-headers';

export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** POST /user/forgot-password: always `forgotPasswordSent`, whether or not the account exists. */
export async function forgotPassword(body: ForgotPasswordBody, captcha: CaptchaHeaders) {
  return apiClient.post(apiPaths.forgotPassword, forgotPasswordBodySchema.parse(body), {
    headers: await captcha(),
    schema: messageResultSchema,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: ({ body, captcha }: ProtectedInput<ForgotPasswordBody>) =>
      forgotPassword(body, captcha),
    meta: { silent: true },
  });
}
