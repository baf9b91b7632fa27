import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../features/misc/route-error-page';
import { BlankLayout } from './layouts/blank-layout';
import { DefaultLayout } from './layouts/default-layout';
import { RouteGuard } from './route-guard';
import { appRoutes, type AppRoute, type LayoutName } from './routes';

const layoutIds: Record<LayoutName, string> = { default: 'layout-default', blank: 'layout-blank' };
const layouts = Object.keys(layoutIds) as LayoutName[];

function routeObjects(layout: LayoutName, routes: readonly AppRoute[]): RouteObject[] {
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
export function buildRouteObjects(routes: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage />,
      children: [
        {
          id: layoutIds.default,
          element: <DefaultLayout />,
          children: routeObjects('default', routes),
        },
        { id: layoutIds.blank, element: <BlankLayout />, children: routeObjects('blank', routes) },
      ],
    },
  ];
}

const firstSegment = (path: string) => path.split('/', 2)[1]?.toLowerCase() ?? '';

/**
 * The app's routes that `pathname` matches, the not-found page always among them. A route whose
 * first segment is fixed and differs is passed over before matchPath, which compiles a pattern
 * for each route (~45 ms of a phone at 4× for the whole table).
 */
function routesFor(pathname: string, routes: readonly AppRoute[]): AppRoute[] {
  const first = firstSegment(pathname);
  return routes.filter((route) => {
    if (route.path === '*') return true;
    const routeFirst = firstSegment(route.path);
    const fixed = !/[:*?]/.test(routeFirst);
    return (!fixed || routeFirst === first) && matchPath(route.path, pathname) !== null;
  });
}

/**
 * The browser's router. It starts with the routes the address matches (and the not-found page)
 * and is given the others as navigations reach them: ranking the whole table while the page
 * boots took ~100 ms of a phone's main thread at 4× (issue 28). A navigation to an address the
 * router does not know yet ends on the not-found route, whose `*` makes React Router ask
 * patchRoutesOnNavigation first; so does one that matched a route with parameters, which an
 * address of fixed segments (`/my/cycles/new` beside `/my/cycles/:id`) may outrank.
 */
export function createAppRouter(routes: readonly AppRoute[] = appRoutes) {
  const known = new Set(routesFor(window.location.pathname, routes));
  return createBrowserRouter(buildRouteObjects([...known]), {
    // Without loaders there is nothing to hydrate; given at all, it lets the router start on
    // the routes it has, where it would otherwise render nothing until it had asked for more
    // (and lose the server's markup of a page with parameters, a guide, say).
    hydrationData: { loaderData: {} },
    patchRoutesOnNavigation({ path, patch }) {
      const added = routesFor(path, routes).filter((route) => !known.has(route));
      for (const route of added) known.add(route);
      for (const layout of layouts) {
        const children = routeObjects(layout, added);
        if (children.length > 0) patch(layoutIds[layout], children);
      }
    },
  });
}
