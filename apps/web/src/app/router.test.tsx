import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter } from './router';
import type { AppRoute } from './routes';

const page = (path: string, layout: AppRoute['layout'] = 'default'): AppRoute => ({
  path,
  layout,
  access: 'public',
  element: path,
});

const routes = [
  page('/'),
  page('/catalogue/strains'),
  page('/my/cycles/:id'),
  page('/my/cycles/new'),
  page('/guides/:collection/:id'),
  page('/login', 'blank'),
  page('*', 'blank'),
];

type Router = ReturnType<typeof createAppRouter>;
const shownPath = (router: Router) => router.state.matches.at(-1)?.route.path;
const knownPaths = (router: Router) =>
  router.routes[0]?.children?.flatMap((layout) => layout.children ?? []).map((route) => route.path);

let router: Router | undefined;
afterEach(() => router?.dispose());

function startAt(pathname: string): Router {
  window.history.replaceState(null, '', pathname);
  router = createAppRouter(routes);
  return router;
}

describe('createAppRouter', () => {
  it('starts with the routes the address matches and the not-found page', () => {
    const started = startAt('/my/cycles/new');
    expect(knownPaths(started)?.sort()).toEqual(['*', '/my/cycles/:id', '/my/cycles/new']);
    expect(started.state.initialized).toBe(true);
    expect(shownPath(started)).toBe('/my/cycles/new');
  });

  it('matches an address in another case, as React Router does', () => {
    const started = startAt('/Catalogue/STRAINS');
    expect(knownPaths(started)?.sort()).toEqual(['*', '/catalogue/strains']);
    expect(shownPath(started)).toBe('/catalogue/strains');
  });

  it('shows a page with parameters at once, as the server rendered it', () => {
    const started = startAt('/guides/basics/light');
    expect(started.state.initialized).toBe(true);
    expect(shownPath(started)).toBe('/guides/:collection/:id');
    expect(started.state.matches.at(-1)?.params).toEqual({ collection: 'basics', id: 'light' });
  });

  it('adds the routes a navigation reaches, in either layout', async () => {
    const started = startAt('/catalogue/strains');
    await started.navigate('/login');
    expect(shownPath(started)).toBe('/login');
    await started.navigate('/');
    expect(shownPath(started)).toBe('/');
    await started.navigate('/nowhere');
    expect(shownPath(started)).toBe('*');
    expect(knownPaths(started)?.sort()).toEqual(['*', '/', '/catalogue/strains', '/login']);
  });

  it('lets a route of fixed segments outrank the one with parameters it knew', async () => {
    const started = startAt('/my/cycles/42');
    expect(knownPaths(started)?.sort()).toEqual(['*', '/my/cycles/:id']);
    await started.navigate('/my/cycles/new');
    expect(shownPath(started)).toBe('/my/cycles/new');
    await started.navigate('/my/cycles/7');
    expect(started.state.matches.at(-1)?.params).toEqual({ id: '7' });
  });
});
