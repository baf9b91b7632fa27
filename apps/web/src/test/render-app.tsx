import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { buildRouteObjects } from '../app/router';
import { createQueryClient } from '../shared/query-client';

/** The whole app (providers, layouts, guards, route table) at `path`, in memory. */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders env="test" queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}

/** Lazy pages resolve asynchronously; a page is there once its h1 is. */
export function findPageHeading(name?: string | RegExp) {
  return screen.findByRole('heading', { level: 1, ...(name ? { name } : {}) }, { timeout: 3000 });
}

export function pathOf(router: ReturnType<typeof createMemoryRouter>) {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
