import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../features/misc/route-error-page';
import { BlankLayout } from './layouts/blank-layout';
import { DefaultLayout } from './layouts/default-layout';
import { RouteGuard } from './route-guard';
import { appRoutes, type AppRoute, type LayoutName } from './routes';

function childrenOf(layout: LayoutName, routes: AppRoute[]): RouteObject[] {
  return routes
    .filter((route) => route.layout === layout)
    .map((route) => ({
      path: route.path,
      // Keyed by pattern: sibling routes share a position in the tree, and without a key React
      // would carry one page's state (and the guard's arrival state) over to the next.
      element: (
        <RouteGuard key={route.path} access={route.access}>
          {route.element}
        </RouteGuard>
      ),
    }));
}

/** The route table grouped under its two layouts; also used by tests with a memory router. */
export function buildRouteObjects(routes: AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage />,
      children: [
        { element: <DefaultLayout />, children: childrenOf('default', routes) },
        { element: <BlankLayout />, children: childrenOf('blank', routes) },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}
