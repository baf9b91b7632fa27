import { apiPaths } from '@maryjane/contract/api-paths';
import { userSchema, type User } from '@maryjane/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';
import { useSession } from '../session';

export const currentUserQuery = queryOptions({
  queryKey: queryKeys.currentUser,
  queryFn: ({ signal }): Promise<User> =>
    apiClient.get(apiPaths.user, {
      // Checked in development and tests; see ../http-client.ts, `schema`. Every
      // page's header reads the user: the production bundle leaves the schema, and zod, out.
      schema: import.meta.env.DEV ? userSchema : undefined,
      signal,
    }),
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
