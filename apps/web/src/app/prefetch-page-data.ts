import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { accessRedirect } from './route-guard';
import type { AppRoute } from './routes';

/**
 * Starts the data requests of the page at `pathname` (its route's `prefetch`) when the reader
 * may see it: a member's page only with a session, a visitor's only without one. What the
 * guard would turn away is not asked for. A module that fails to load is left to the page,
 * which loads its data itself.
 */
export function prefetchPageData(
  routes: readonly AppRoute[],
  pathname: string,
  token: string | null,
  queryClient: QueryClient,
): void {
  // Ranked as the router ranks them: /my/cycles/new before /my/cycles/:id.
  const route = matchRoutes([...routes], pathname)?.[0]?.route;
  if (!route?.prefetch || accessRedirect(route.access, Boolean(token))) return;
  route.prefetch().then(
    ({ prefetchData }) => prefetchData(queryClient),
    () => undefined,
  );
}
