import { apiPaths } from '@maryjane/contract/api-paths';
import { authResultSchema, registerBodySchema } from '@maryjane/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';
import type { CaptchaHeaders, ProtectedInput } from './captcha-headers';

export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /user/register: the account and a session (`{ user, token }`). */
export async function register(body: RegisterBody, captcha: CaptchaHeaders) {
  return apiClient.post(apiPaths.register, registerBodySchema.parse(body), {
    headers: await captcha(),
    schema: authResultSchema,
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, captcha }: ProtectedInput<RegisterBody>) => register(body, captcha),
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.currentUser, user),
    meta: { silent: true },
  });
}
