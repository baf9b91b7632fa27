import { hydrate } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { storageKeys } from '@maryjane/contract/constants';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { guideCollections } from '../shared/cms/guide-collections';
import { setFetch } from '../shared/http-client';
import { createQueryClient } from '../shared/query-client';
import { assumeSession, getToken } from '../shared/session';
import { setHydrating } from '../shared/hydration';
import { snackbar } from '../shared/snackbar/snackbar-store';
import { sampleEntry } from '../test/content';
import { mockApi, ok } from '../test/api-mock';
import { anEnvironment } from '../test/fixtures';
import {
  aCycle,
  aDevice,
  aForecast,
  someReadings,
  someTotals,
} from '../features/dashboard/test-data';
import { prefetchData } from '../features/dashboard/prefetch';
import { preloadParts } from '../shared/lazy-page';
import { AppRoot } from './app-root';
import { aGrowReport } from '../features/my-grow/test-data';
import { privatePagePaths, publicPagePaths, renderDocument } from './render-page';
import { buildRouteObjects } from './router';
import { appRoutes } from './routes';
import {
  AFTER_PAINT_REL_ATTRIBUTE,
  AFTER_PAINT_SCRIPT_TYPE,
  AFTER_PAINT_SRC_ATTRIBUTE,
  PAGE_STATE_ID,
  RENDERED_PATH_ATTRIBUTE,
  RENDERED_SESSION_ATTRIBUTE,
  type PageState,
} from './server-markup';

const template =
  '<!doctype html><html lang="en" dir="ltr"><head><title>MaryJane</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const nutrients = guideCollections.find((collection) => collection.id === 'nutrients');
if (!nutrients) throw new Error('no nutrients collection');
const guideUrl = nutrients.detailPath.replace(':id', 'mixing');

/** The content server: one guide, everything else 404. */
function contentFetch(entry = sampleEntry({ collection: 'nutrients', id: 'mixing' })) {
  return vi.fn<typeof fetch>(async (input) =>
    String(input).startsWith('/cms/nutrients/mixing?')
      ? Response.json({ data: entry })
      : Response.json(
          { statusCode: 404, code: 'not_found', message: 'Not found' },
          { status: 404 },
        ),
  );
}

function parse(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const stateScript = document.getElementById(PAGE_STATE_ID);
  return {
    document,
    root: document.getElementById('root'),
    state: JSON.parse(stateScript?.textContent ?? 'null') as PageState,
  };
}

let mounted: Root | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
});

describe('rendering a page on the server', () => {
  it('renders the landing page in the asked language, with its address and parts', async () => {
    const html = await renderDocument({
      url: '/',
      language: 'de',
      fetch: contentFetch(),
      template,
    });
    const { document, root, state } = parse(html ?? '');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.getAttribute(RENDERED_PATH_ATTRIBUTE)).toBe('/');
    expect(document.documentElement.getAttribute(RENDERED_SESSION_ATTRIBUTE)).toBe('visitor');
    expect(root?.querySelector('h1')?.textContent).toBe('Willkommen bei MaryJane');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(state.parts).toContain('HomePage');
    // The header's menus load when the reader reaches for them, not to hydrate the page.
    expect(state.parts).not.toContain('LanguageMenu');
    expect(root?.querySelector('button[aria-label="Sprache: Deutsch"]')).not.toBeNull();
    // The page is painted before its code is fetched (public/boot.js fetches it then).
    expect(document.querySelector('script[type=module]')).toBeNull();
    const entry = document.querySelector(`script[${AFTER_PAINT_SRC_ATTRIBUTE}]`);
    expect(entry?.getAttribute('type')).toBe(AFTER_PAINT_SCRIPT_TYPE);
    expect(entry?.getAttribute(AFTER_PAINT_SRC_ATTRIBUTE)).toBe('/assets/index.js');
    // The CSP allows no inline script: the scripts added hold data, which nothing runs.
    const inline = [...document.querySelectorAll('script:not([src])')];
    expect(inline.map((script) => script.getAttribute('type'))).toEqual([
      AFTER_PAINT_SCRIPT_TYPE,
      'application/json',
    ]);
  });

  it("names the chunks of the page's parts for the browser to preload, each once", async () => {
    const partFiles = {
      HomePage: ['assets/home-page.js', 'assets/index.js', 'assets/Card.js'],
      DashboardPage: ['assets/dashboard-page.js'],
    };
    const html = await renderDocument({
      url: '/',
      language: 'en',
      fetch: contentFetch(),
      template,
      partFiles,
    });
    const { document } = parse(html ?? '');
    const preloads = [...document.head.querySelectorAll(`link[${AFTER_PAINT_REL_ATTRIBUTE}]`)];
    // Not the entry, which the template loads already, nor a part the page does not hold.
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/home-page.js',
      '/assets/Card.js',
    ]);
    for (const link of preloads) {
      expect(link.getAttribute(AFTER_PAINT_REL_ATTRIBUTE)).toBe('modulepreload');
      expect(link.getAttribute('fetchpriority')).toBe('low');
      expect(link.hasAttribute('crossorigin')).toBe(true);
    }
  });

  it('renders a shared grow report from the API, kept out of search engines', async () => {
    const report = aGrowReport({ sharedBy: 'Mary' });
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
      String(input).startsWith('/api/shared/Zk3q9VbT2mXc8LrN5pWy7Ha4')
        ? Response.json({ data: report })
        : Response.json(
            { statusCode: 404, code: 'not_found', message: 'Not found' },
            { status: 404 },
          ),
    );
    const html = await renderDocument({
      url: '/shared/Zk3q9VbT2mXc8LrN5pWy7Ha4',
      language: 'en',
      fetch,
      template,
    });
    const { document, root, state } = parse(html ?? '');
    expect(root?.querySelector('h1')?.textContent).toBe('Attic grow');
    expect(root?.textContent).toContain('by Mary');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
    expect(state.parts).toContain('ResultsPage');
    expect(state.queries.queries.map((query) => query.queryKey)).toContainEqual([
      'shared-report',
      'Zk3q9VbT2mXc8LrN5pWy7Ha4',
    ]);
    const hydrated = await hydrateRendered('/shared/Zk3q9VbT2mXc8LrN5pWy7Ha4', html);
    expect(hydrated.mismatches).toEqual([]);
    expect(hydrated.container.querySelector('h1')).toBe(hydrated.heading);
    // A revoked link is not sent rendered: the browser shows that it has expired.
    expect(
      await renderDocument({ url: '/shared/revoked', language: 'en', fetch, template }),
    ).toBeNull();
  });

  it('fetches what a guide asks for and sends it along', async () => {
    const fetch = contentFetch();
    const html = await renderDocument({ url: guideUrl, language: 'en', fetch, template });
    const { root, state } = parse(html ?? '');
    expect(fetch).toHaveBeenCalledWith(
      '/cms/nutrients/mixing?locale=en',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(root?.querySelector('h1')?.textContent).toBe('Brownies without guesswork');
    expect(state.queries.queries.map((query) => query.queryKey)).toContainEqual([
      'cms',
      'en',
      'nutrients',
      'mixing',
    ]);
  });

  it('keeps data from closing its script element early', async () => {
    const title = 'Guide </script><script>alert(1)</script>';
    const entry = sampleEntry({ collection: 'nutrients', id: 'mixing', title });
    const html = await renderDocument({
      url: guideUrl,
      language: 'en',
      fetch: contentFetch(entry),
      template,
    });
    const { document, state } = parse(html ?? '');
    expect(
      document.querySelectorAll(`script:not([src], [${AFTER_PAINT_SRC_ATTRIBUTE}])`),
    ).toHaveLength(1);
    expect(state.queries.queries[0]?.state.data).toMatchObject({ title });
  });

  it.each([
    ['a guide that is not there', `${nutrients.listPath}/missing`],
    ["a member's page that depends on the reader's day", '/my/calendar'],
    ["a member's page for one record", '/my/grow-cycles/1'],
    ["a member's page that acts on opening", '/logout'],
    ['a page for visitors only', '/login'],
    ['an unknown address', '/no/such/page'],
  ])('renders nothing for %s (the client renders it)', async (_what, url) => {
    expect(await renderDocument({ url, language: 'en', fetch: contentFetch(), template })).toBe(
      null,
    );
  });

  it('shows no notice: the store is shared by every render, and hydration must match', async () => {
    snackbar.error('A failure elsewhere');
    onTestFinished(() => snackbar.reset());
    const html = await renderDocument({
      url: '/',
      language: 'en',
      fetch: contentFetch(),
      template,
    });
    expect(html).not.toContain('A failure elsewhere');
    const { mismatches } = await hydrateRendered('/', html);
    expect(mismatches).toEqual([]);
  });

  it('is hydrated by the client without a mismatch, keeping the markup', async () => {
    const html = await renderDocument({
      url: guideUrl,
      language: 'en',
      fetch: contentFetch(),
      template,
    });
    const { container, heading, mismatches } = await hydrateRendered(guideUrl, html);
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
  });
});

describe("rendering a member's page on the server", () => {
  const memberUrls = appRoutes.filter((route) => route.memberShell).map((route) => route.path);

  afterEach(() => localStorage.clear());

  it('renders the frame without asking for any data', async () => {
    const fetch = contentFetch();
    const html = await renderDocument({ url: '/dashboard', language: 'en', fetch, template });
    const { document, root, state } = parse(html ?? '');
    expect(document.documentElement.getAttribute(RENDERED_SESSION_ATTRIBUTE)).toBe('member');
    expect(root?.querySelector('h1')?.textContent).toBe('Dashboard');
    expect(root?.querySelector('[role="status"]')).not.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(state.queries.queries).toEqual([]);
    expect(html).not.toContain('rendered-on-the-server');
  });

  it.each(memberUrls)('%s is hydrated for a signed-in member without a mismatch', async (url) => {
    const html = await renderDocument({ url, language: 'en', fetch: contentFetch(), template });
    localStorage.setItem(storageKeys.authToken, 'token');
    const { container, heading, mismatches } = await hydrateRendered(url, html);
    expect(mismatches).toEqual([]);
    expect(heading).not.toBeNull();
    expect(container.querySelector('h1')).toBe(heading);
  });

  // With a running cycle the quick entries card shows too: it must wait for hydration as well.
  it.each([
    ['no grow cycle', []],
    ['a running grow cycle', [aCycle()]],
  ])(
    'hydrates the dashboard as rendered when its prefetched data is in already (%s)',
    async (_, cycles) => {
      const html = await renderDocument({
        url: '/dashboard',
        language: 'en',
        fetch: contentFetch(),
        template,
      });
      localStorage.setItem(storageKeys.authToken, 'token');
      // The browser's requests go to its fetch again, not to the server's router.
      setFetch((input, init) => fetch(input, init));
      const tent = anEnvironment();
      const api = mockApi({
        'GET /grow-cycles': () => ok(cycles),
        ...Object.fromEntries(
          cycles.map((cycle) => [`GET /grow-cycles/${cycle.id}/journal`, () => ok([])]),
        ),
        'GET /environments': () => ok([tent]),
        'GET /sensors': () => ok([aDevice(tent)]),
        [`GET /environments/${tent.id}/readings`]: () => ok(someReadings(tent)),
        'GET /weather': () => ok(aForecast()),
        'GET /inventory/totals': () => ok(someTotals()),
        'GET /notifications': () => ok({ items: [], unread: 0 }),
      });
      const queryClient = createQueryClient();
      await prefetchData(queryClient);
      await vi.waitFor(() =>
        expect(api.callsTo(`GET /environments/${tent.id}/readings`)).toHaveLength(1),
      );
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

      const { container, mismatches } = await hydrateRendered('/dashboard', html, queryClient);
      expect(mismatches).toEqual([]);
      // The cards then render the data, without asking for it again.
      await vi.waitFor(() => expect(container.textContent).toContain('€354.40'));
      expect(api.callsTo('GET /inventory/totals')).toHaveLength(1);
    },
  );
});

/**
 * Hydrates a rendered document's #root as ./main.tsx does. Mismatches: recoverable errors, and
 * hydration warnings on the console.
 */
async function hydrateRendered(
  url: string,
  html: string | null,
  queryClient = createQueryClient(),
) {
  const { root, state } = parse(html ?? '');
  const container = document.createElement('div');
  container.innerHTML = root?.innerHTML ?? '';
  document.body.append(container);
  onTestFinished(() => container.remove());
  const heading = container.querySelector('h1');

  hydrate(queryClient, state.queries);
  await preloadParts(state.parts);
  assumeSession(getToken());
  onTestFinished(() => assumeSession(null));
  setHydrating(true);
  onTestFinished(() => setHydrating(false));
  const mismatches: unknown[] = [];
  // Attributes that differ (ids from useId, say) are only reported on the console.
  const consoleError = vi.spyOn(console, 'error');
  onTestFinished(() => consoleError.mockRestore());
  await act(async () => {
    mounted = hydrateRoot(
      container,
      <AppRoot
        router={createMemoryRouter(buildRouteObjects(), { initialEntries: [url] })}
        queryClient={queryClient}
      />,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  mismatches.push(
    ...consoleError.mock.calls.filter((call) => /hydrat/i.test(call.map(String).join(' '))),
  );
  return { container, heading, mismatches };
}

describe('the sitemap’s and robots.txt’s pages', () => {
  it('lists the public pages, and one per guide, recipe and post in either language', async () => {
    const fetchContent = vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      const locale = url.searchParams.get('locale');
      const ids: Record<string, string[]> = {
        '/cms/nutrients': locale === 'de' ? ['mixing', 'nur-deutsch'] : ['mixing'],
        '/cms/recipes': ['tea & biscuits'],
      };
      return Response.json({ data: (ids[url.pathname] ?? []).map((id) => ({ id })) });
    });
    const paths = await publicPagePaths(fetchContent);
    expect(paths).toEqual(expect.arrayContaining(['/', '/catalogue/strains', '/setup-wizard']));
    expect(paths).toEqual(
      expect.arrayContaining([
        nutrients.detailPath.replace(':id', 'mixing'),
        nutrients.detailPath.replace(':id', 'nur-deutsch'),
        '/recipes/tea%20%26%20biscuits',
      ]),
    );
    expect(
      paths.filter((path) => path === nutrients.detailPath.replace(':id', 'mixing')),
    ).toHaveLength(1);
    // No member's page, no visitors-only page, no pattern.
    for (const path of ['/dashboard', '/login', '/my/environments', '/account-settings']) {
      expect(paths).not.toContain(path);
    }
    expect(paths.filter((path) => path.includes(':') || path.includes('*'))).toEqual([]);
    expect(paths.filter((path) => path.startsWith('/shared'))).toEqual([]);
    // Every route with a content collection asked for its entries in both languages.
    const asked = fetchContent.mock.calls.map(([input]) => String(input));
    expect(asked).toContain('/cms/blog?locale=de');
    expect(asked).toContain('/cms/nutrients?locale=en');
  });

  it('fails rather than leave out a collection the content server did not answer', async () => {
    await expect(
      publicPagePaths(async () => new Response(null, { status: 500 })),
    ).rejects.toThrow();
  });

  it('keeps members’ and visitors-only pages out of search engines', () => {
    const paths = privatePagePaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/dashboard', '/login', '/my/environments', '/account-settings/']),
    );
    expect(paths).not.toContain('/');
    expect(paths).not.toContain('/catalogue/strains');
    // Each once, and none that another already begins.
    expect(paths.filter((path) => path.startsWith('/my/grow-cycles'))).toEqual(['/my/grow-cycles']);
  });
});
