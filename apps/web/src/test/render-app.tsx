import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { buildRouteObjects } from '../app/router';
import { createQueryClient } from '../shared/query-client';

/**
 * The whole app (providers, layouts, guards, route table) at `path`, in memory; with
 * `queryClient`, on that cache (e.g. one a prefetch has filled).
 */
export function renderApp(path: string, queryClient = createQueryClient()) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  const view = render(
    <AppProviders env="test" queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}

/** Lazy pages resolve asynchronously; a page is there once its h1 is. */
/**
 * The page's h1, once its lazy page has loaded: the first page a test file opens loads its
 * chunks, which took over 3 s on a busy CI machine (the suite runs 100 files in parallel).
 */
export function findPageHeading(name?: string | RegExp) {
  return screen.findByRole('heading', { level: 1, ...(name ? { name } : {}) }, { timeout: 10_000 });
}

export function pathOf(router: ReturnType<typeof createMemoryRouter>) {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
