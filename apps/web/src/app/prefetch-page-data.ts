import type { QueryClient } from '@tanstack/react-query';
import { matchPath, matchRoutes } from 'react-router';
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
  // Few pages prefetch: most addresses are done with here, before the whole table is ranked
  // (30–130 ms of a phone at 4×: code that runs once is never optimised).
  const candidates = routes.filter((route) => route.prefetch && matchPath(route.path, pathname));
  if (candidates.length === 0) return;
  // A path of fixed segments only is the router's choice when it matches: nothing ranks above
  // it. Others are ranked as the router ranks them: /my/cycles/new before /my/cycles/:id.
  const route =
    candidates.find((candidate) => !/[:*]/.test(candidate.path)) ??
    matchRoutes([...routes], pathname)?.[0]?.route;
  if (!route?.prefetch || accessRedirect(route.access, Boolean(token))) return;
  route.prefetch().then(
    ({ prefetchData }) => prefetchData(queryClient),
    () => undefined,
  );
}
