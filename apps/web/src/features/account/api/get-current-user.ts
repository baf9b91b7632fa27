import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { ApiError } from '../../../shared/api-error';
import { useSession } from '../../../shared/session';

export const currentUserQuery = queryOptions({
  queryKey: ['user', 'current'],
  queryFn: async ({ signal }) => {
    // The schema (and zod with it) loads only for signed-in users, alongside the request.
    const [{ currentUserSchema }, data] = await Promise.all([
      import('./current-user-schema'),
      apiClient.get<unknown>('/user', { signal }),
    ]);
    const checked = currentUserSchema.safeParse(data);
    if (!checked.success) {
      throw new ApiError({ status: 200, kind: 'bad_response', message: checked.error.message });
    }
    return checked.data;
  },
  staleTime: 5 * 60_000,
});

/**
 * GET /user for a stored token. A 401 with code 2005 clears the token in the API client, so
 * a revoked or expired session turns the UI back to visitor (spec §4).
 */
export function useCurrentUser() {
  const { isAuthenticated } = useSession();
  return useQuery({ ...currentUserQuery, enabled: isAuthenticated });
}
