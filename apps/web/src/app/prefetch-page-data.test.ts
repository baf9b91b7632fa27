import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchPageData } from './prefetch-page-data';
import { appRoutes, type AppRoute } from './routes';

/** A route table whose pages record what they were asked to prefetch. */
function routesWithPrefetch() {
  const asked: string[] = [];
  const page = (path: string, access: AppRoute['access'], withPrefetch = true): AppRoute => ({
    path,
    layout: 'default',
    access,
    element: null,
    prefetch: withPrefetch
      ? () => Promise.resolve({ prefetchData: () => void asked.push(path) })
      : undefined,
  });
  const routes = [
    page('/dashboard', 'authenticatedOnly'),
    page('/my/cycles/:id', 'authenticatedOnly'),
    page('/my/cycles/new', 'authenticatedOnly', false),
    page('/login', 'unauthenticatedOnly'),
    page('/guides/:slug', 'public'),
  ];
  return { routes, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchPageData', () => {
  it('starts the data of the page opened, for a reader it is open to', async () => {
    const { routes, asked } = routesWithPrefetch();
    const client = new QueryClient();
    prefetchPageData(routes, '/dashboard', 'token', client);
    prefetchPageData(routes, '/guides/drying', null, client);
    prefetchPageData(routes, '/login', null, client);
    await settle();
    expect(asked).toEqual(['/dashboard', '/guides/:slug', '/login']);
  });

  it('asks for nothing the guard would turn away', async () => {
    const { routes, asked } = routesWithPrefetch();
    const client = new QueryClient();
    prefetchPageData(routes, '/dashboard', null, client);
    prefetchPageData(routes, '/login', 'token', client);
    await settle();
    expect(asked).toEqual([]);
  });

  it('ranks paths as the router does and ignores pages without a prefetch', async () => {
    const { routes, asked } = routesWithPrefetch();
    const client = new QueryClient();
    prefetchPageData(routes, '/my/cycles/new', 'token', client);
    prefetchPageData(routes, '/nowhere', 'token', client);
    await settle();
    expect(asked).toEqual([]);
    prefetchPageData(routes, '/my/cycles/7', 'token', client);
    await settle();
    expect(asked).toEqual(['/my/cycles/:id']);
  });

  it('leaves a module that fails to load to the page', async () => {
    const client = new QueryClient();
    const failing: AppRoute = {
      path: '/dashboard',
      layout: 'default',
      access: 'public',
      element: null,
      prefetch: () => Promise.reject(new Error('chunk failed')),
    };
    const rejection = vi.fn();
    process.on('unhandledRejection', rejection);
    prefetchPageData([failing], '/dashboard', null, client);
    await settle();
    process.off('unhandledRejection', rejection);
    expect(rejection).not.toHaveBeenCalled();
  });

  it('names the module that asks for the dashboard data', async () => {
    const dashboard = appRoutes.find((route) => route.path === '/dashboard');
    const module = await dashboard?.prefetch?.();
    expect(module?.prefetchData).toBeTypeOf('function');
  });
});
