import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { growReportSchema, type GrowReport } from '@maryjane/contract/results';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';

/** GET /shared/{token}: a grow report someone shared, for anyone with the link (no account). */
export function useSharedReport(token: string) {
  return useQuery({
    // Not under 'my-grow': it is nobody's own data, and signing in or out does not change it.
    queryKey: ['shared-report', token] as const,
    queryFn: ({ signal }) =>
      apiClient.get<GrowReport>(apiPath(apiPaths.sharedReport, { token }), {
        // A public page: the server sends the answer through its schema, so production builds
        // leave zod out of the page (docs/web.md, "Responses and zod").
        schema: import.meta.env.DEV ? growReportSchema : undefined,
        signal,
      }),
    // The page says what went wrong itself (a revoked link has its own page).
    meta: { silent: true },
  });
}
