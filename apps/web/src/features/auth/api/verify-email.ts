import { apiPaths } from '@maryjane/contract/api-paths';
import { messageResultSchema, verifyEmailBodySchema } from '@maryjane/contract/user';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import type { CaptchaHeaders, ProtectedInput } from './captcha-headers';

export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

/**
 * POST /user/verify-email: mails a 6-digit code, or, to an address that has an account, how to sign
 * in; the answer is the same either way. `user_exists` comes only from registering with a valid code.
 */
export async function verifyEmail(body: VerifyEmailBody, captcha: CaptchaHeaders) {
  return apiClient.post(apiPaths.verifyEmail, verifyEmailBodySchema.parse(body), {
    headers: await captcha(),
    schema: messageResultSchema,
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: ({ body, captcha }: ProtectedInput<VerifyEmailBody>) => verifyEmail(body, captcha),
    meta: { silent: true }, // the form shows the failure
  });
}
