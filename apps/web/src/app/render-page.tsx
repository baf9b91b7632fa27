import { languages, type Language } from '@maryjane/contract/constants';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { isValidElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  Navigate,
  StaticRouterProvider,
} from 'react-router';
import { ServerRenderingContext } from '../shared/hydration';
import { setFetch } from '../shared/http-client';
import { assumeSession } from '../shared/session';
import { i18n, i18nReady } from '../shared/i18n';
import { createQueryClient } from '../shared/query-client';
import { AppProviders } from './providers';
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
  type RenderedSession,
} from './server-markup';
import { recordRenderedParts } from '../shared/lazy-page';

/**
 * Server-side rendering of the pages a visitor sees first (landing page, guides, wizard) and of
 * the frame of a member's pages (dashboard, my grow, inventory): the server sends their HTML,
 * so the first paint needs no JavaScript; the client then hydrates it (./main.tsx). Runs in
 * Node, bundled by `vite build --ssr` (see the web build script) and loaded by the API's web
 * plugin.
 */

export interface RenderOptions {
  /** Path and query of the page. */
  url: string;
  language: Language;
  /** Answers the page's data requests (`/cms/…`, `/api/…`); the server passes its own router. */
  fetch: typeof fetch;
  /** The built index.html. */
  template: string;
  /**
   * The chunks each lazy part needs, by name (the build's .vite/parts.json, see
   * build/parts-manifest.ts): the page names those of its parts for the browser to preload.
   */
  partFiles?: Readonly<Record<string, readonly string[]>>;
}

interface RenderedPage {
  /** The markup of #root. */
  html: string;
  state: PageState;
}

/** What a page's useQuery said; queries waiting for a token, say, are not fetched. */
function isEnabled(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  const resolved =
    typeof enabled === 'function' ? (enabled as (q: Query) => unknown)(query) : enabled;
  return resolved !== false && queryFn !== undefined && queryFn !== skipToken;
}

/** Pages whose data needs more passes than this (one query waiting on another) are not sent. */
const MAX_PASSES = 3;

type PageTree = ReturnType<typeof pageTree>;

function pageTree(
  router: ReturnType<typeof createStaticRouter>,
  context: Parameters<typeof StaticRouterProvider>[0]['context'],
  queryClient: QueryClient,
) {
  return (
    <StrictMode>
      <ServerRenderingContext value>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ServerRenderingContext>
    </StrictMode>
  );
}

/**
 * Loads every lazy page, menu and text namespace the tree asks for. Its own markup is not used:
 * boundaries that waited are sent as inline scripts, which the Content-Security-Policy forbids.
 */
async function loadWhatItNeeds(tree: PageTree): Promise<void> {
  for (const node of [tree, <></>]) {
    // The empty render: after a render that waited, React leaves the context values it ended in
    // set on the contexts until its next render. The router's would be seen by a client render
    // in the same process (a test).
    const { prelude } = await prerenderToNodeStream(node);
    for await (const chunk of prelude) void chunk;
  }
}

/** A boundary still waiting (or failed) in renderToString's markup. */
const SUSPENDED = /<!--\$[?!]-->/;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a script element: `<` escaped, so no `</script>` can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Links that fetch the code of the page's lazy parts with the entry's, rather than once the
 * entry has run; Vite's preload helper then finds them in place instead of adding one element
 * per chunk while the page hydrates. Chunks the template loads already are left out.
 */
function modulePreloads(
  template: string,
  parts: readonly string[],
  partFiles: Readonly<Record<string, readonly string[]>>,
): string {
  const hrefs = new Set(parts.flatMap((name) => partFiles[name] ?? []).map((file) => `/${file}`));
  return [...hrefs]
    .filter((href) => !template.includes(`"${href}"`))
    .map(
      (href) =>
        `<link ${AFTER_PAINT_REL_ATTRIBUTE}="modulepreload" fetchpriority="low" crossorigin href="${escapeAttribute(href)}">`,
    )
    .join('');
}

/** Keeps search engines from indexing a page (AppRoute.noindex; the client's useNoIndex). */
const NOINDEX = '<meta name="robots" content="noindex">';

/** A session for the member's pages rendered here; only their markup ever sees it. */
const PLACEHOLDER_TOKEN = 'rendered-on-the-server';

/**
 * The document for `url` in `language`: the template with #root rendered, its data, and the
 * language, address and session on `<html>`. A public page is rendered as a visitor who is not
 * signed in sees it; a member's page (AppRoute.memberShell) as a member sees it while its data
 * loads, with no data and no request made. Null when the page is not sent rendered: one for
 * visitors only, another member's page, an unknown address, a redirect, or data that failed to
 * load (the client shows its own error state then).
 */
export async function renderDocument(options: RenderOptions): Promise<string | null> {
  const route = matchRoutes(appRoutes, options.url.split('?')[0] ?? '/')?.at(-1)?.route;
  if (!route || route.path === '*') return null;
  const session: RenderedSession | null =
    route.access === 'public' ? 'visitor' : route.memberShell ? 'member' : null;
  if (!session) return null;
  const page = await renderPage(options, session);
  if (!page) return null;
  const { template, url, language, partFiles = {} } = options;
  return (
    template
      .replace(
        /<html[^>]*>/,
        `<html lang="${language}" dir="${i18n.dir(language)}" ${RENDERED_PATH_ATTRIBUTE}="${escapeAttribute(url)}" ${RENDERED_SESSION_ATTRIBUTE}="${session}">`,
      )
      // The page is there before its code runs: its code is fetched once it is painted
      // (public/boot.js), so that on a slow link it holds up neither the stylesheet nor the text.
      .replace(
        /<link rel="modulepreload"/g,
        `<link ${AFTER_PAINT_REL_ATTRIBUTE}="modulepreload" fetchpriority="low"`,
      )
      .replace(
        /<script type="module"([^>]*?) src=/g,
        `<script type="${AFTER_PAINT_SCRIPT_TYPE}"$1 ${AFTER_PAINT_SRC_ATTRIBUTE}=`,
      )
      .replace(
        '</head>',
        () =>
          `${route.noindex ? NOINDEX : ''}${modulePreloads(template, page.state.parts, partFiles)}</head>`,
      )
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
      .replace(
        '</body>',
        () =>
          `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page.state)}</script></body>`,
      )
  );
}

/**
 * Renders the page. For a visitor, queries the render asks for are fetched and the page
 * rendered again, until it asks for nothing new. A member's page fetches nothing: its queries
 * stay pending, as they are in the browser before the first answer.
 */
async function renderPage(
  options: RenderOptions,
  session: RenderedSession,
): Promise<RenderedPage | null> {
  assumeSession(session === 'member' ? PLACEHOLDER_TOKEN : null);
  try {
    return await renderPasses(options, session);
  } finally {
    assumeSession(null);
  }
}

async function renderPasses(
  { url, language, fetch }: RenderOptions,
  session: RenderedSession,
): Promise<RenderedPage | null> {
  // The API answers in the page's language (names and texts of the catalogue, say).
  setFetch((input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Accept-Language', language);
    return fetch(input, { ...init, headers });
  });
  await i18nReady;
  await i18n.changeLanguage(language);

  const handler = createStaticHandler(buildRouteObjects());
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();

  const tree = pageTree(router, context, queryClient);
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    await loadWhatItNeeds(tree);
    const recording = recordRenderedParts();
    let html: string;
    try {
      html = renderToString(tree);
    } finally {
      recording.stop();
    }
    const waiting =
      session === 'member'
        ? []
        : queryClient
            .getQueryCache()
            .getAll()
            .filter((query) => query.state.status === 'pending' && isEnabled(query));
    if (waiting.length === 0 && !SUSPENDED.test(html)) {
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error');
      if (failed) return null;
      return { html, state: { queries: dehydrate(queryClient), parts: [...recording.names] } };
    }
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  return null;
}

/**
 * The address of every public page the server sends rendered, for the sitemap: the route
 * table's public pages, and for a route with a content collection (a guide, a recipe, a blog
 * post) one per entry, in either language. `fetch` answers `/cms/…` as in renderDocument.
 */
export async function publicPagePaths(fetch: RenderOptions['fetch']): Promise<string[]> {
  const paths = new Set<string>();
  for (const route of appRoutes) {
    if (route.access !== 'public' || route.path === '*') continue;
    // An address that only sends the reader elsewhere is not a page.
    if (isValidElement(route.element) && route.element.type === Navigate) continue;
    if (!route.path.includes(':')) {
      paths.add(route.path);
      continue;
    }
    if (!route.content) continue; // an address parameter with no list of its values
    for (const locale of languages) {
      const response = await fetch(`/cms/${route.content}?locale=${locale}`);
      if (!response.ok) throw new Error(`/cms/${route.content}: ${response.status}`);
      const { data } = (await response.json()) as { data: { id: string }[] };
      for (const { id } of data) paths.add(route.path.replace(':id', encodeURIComponent(id)));
    }
  }
  return [...paths].sort();
}

/**
 * Pages not for search engines, for robots.txt: a member's pages and those for visitors only
 * (sign-in, sign-up), up to their first address parameter.
 */
export function privatePagePaths(): string[] {
  const paths = appRoutes
    .filter((route) => route.access !== 'public' && route.path !== '*')
    .map((route) => route.path.split(':')[0] ?? route.path)
    .sort();
  // A rule covers every path it begins: /my/grow-cycles covers /my/grow-cycles/.
  return paths.filter(
    (path, index) => !paths.slice(0, index).some((kept) => path.startsWith(kept)),
  );
}
