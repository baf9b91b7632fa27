import { apiPaths } from '@maryjane/contract/api-paths';
import { authResultSchema, loginBodySchema } from '@maryjane/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';
import type { CaptchaHeaders, ProtectedInput } from './captcha-headers';

export type LoginBody = z.input<typeof loginBodySchema>;

/** POST /user/login: `{ user, token }`; 401 `invalid_credentials`. */
export async function login(body: LoginBody, captcha: CaptchaHeaders) {
  return apiClient.post(apiPaths.login, loginBodySchema.parse(body), {
    headers: await captcha(),
    schema: authResultSchema,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, captcha }: ProtectedInput<LoginBody>) => login(body, captcha),
    // The header shows the user at once, without a GET /user of its own.
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.currentUser, user),
    meta: { silent: true },
  });
}
