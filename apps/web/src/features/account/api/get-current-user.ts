import type { User } from '@maryjane/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { ApiError } from '../../../shared/api-error';
import { queryKeys } from '../../../shared/query-keys';
import { useSession } from '../../../shared/session';

export const currentUserQuery = queryOptions({
  queryKey: queryKeys.currentUser,
  queryFn: async ({ signal }): Promise<User> => {
    // The header imports this file for everyone: the contract's schema (and zod with it) loads
    // only for signed-in users, alongside the request.
    const [{ userSchema }, data] = await Promise.all([
      import('@maryjane/contract/user'),
      apiClient.get<unknown>('/user', { signal }),
    ]);
    const checked = userSchema.safeParse(data);
    if (!checked.success) {
      throw new ApiError({ status: 200, kind: 'bad_response', message: checked.error.message });
    }
    return checked.data;
  },
  staleTime: 5 * 60_000,
});

/**
 * GET /user for a stored token. A 401 with code 2005 clears the token in the API client, so a
 * revoked or expired session turns the UI back to visitor; the global handler's snackbar says
 * why (spec §4, §8). Nothing else here reacts to it.
 */
export function useCurrentUser() {
  const { isAuthenticated } = useSession();
  return useQuery({ ...currentUserQuery, enabled: isAuthenticated });
}
