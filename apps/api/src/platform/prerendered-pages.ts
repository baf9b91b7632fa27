import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { storageKeys, type Language } from '@maryjane/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { redactUrl } from './log-redaction';

/** The web app's server entry (apps/web/src/app/render-page.tsx, built to dist-server/). */
interface Renderer {
  renderDocument(options: {
    url: string;
    language: Language;
    fetch: typeof fetch;
    template: string;
    partFiles: Readonly<Record<string, readonly string[]>>;
  }): Promise<string | null>;
  /** Every public page's path (a guide, recipe or post each), for the sitemap. */
  publicPagePaths?(fetchOwn: typeof fetch): Promise<string[]>;
  /** Paths of pages not for search engines (a member's, sign-in), for robots.txt. */
  privatePagePaths?(): string[];
}

/** The built web app the pages are rendered into. */
export interface WebBuild {
  /** index.html. */
  template: string;
  /** The chunks of each lazy part, by name (.vite/parts.json of the web build). */
  partFiles: Readonly<Record<string, readonly string[]>>;
}

/** One rendered document, compressed once for every reader. */
export interface PrerenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** Distinct pages kept; the oldest goes first (the public pages are far fewer). */
const CACHE_LIMIT = 300;
/** A page not rendered by then is sent unrendered; the client renders it as before. */
const RENDER_TIMEOUT_MS = 3_000;
/**
 * Renders waiting beyond this many are not queued: the page is sent unrendered at once, so a
 * flood of new addresses cannot pile up work (the per-address rate limit caps it as well).
 */
const QUEUE_LIMIT = 8;

/**
 * The language a page is rendered in, as the client will choose it (apps/web/src/shared/i18n.ts):
 * the stored choice, which the client mirrors into a cookie, else German for a browser that asks
 * for German, else English.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const cookie = request.headers.cookie
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${storageKeys.language}=`))
    ?.slice(storageKeys.language.length + 1);
  if (cookie === 'en' || cookie === 'de') return cookie;
  const accepted = request.headers['accept-language'] ?? '';
  return accepted.split(',').some((tag) => tag.trim().toLowerCase().startsWith('de')) ? 'de' : 'en';
}

/**
 * The page's data requests answered by the server's own routes, as a visitor who is not signed
 * in asks them: GETs of the content system and of the API, with the page's language and no
 * credentials. An owner's route answers 401 and the page is then sent unrendered. With the
 * reader's `clientAddress`, the routes' rate limits count the reader, not the server.
 */
function ownFetch(app: FastifyInstance, clientAddress?: string): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || !(url.startsWith('/cms/') || url.startsWith('/api/'))) {
      return new Response(null, { status: 404 });
    }
    const language = new Headers(init?.headers).get('accept-language');
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: language ? { 'accept-language': language } : {},
      ...(clientAddress ? { remoteAddress: clientAddress } : {}),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Public pages (landing page, guides, wizard, catalogue) and the frame of a member's pages
 * (without data; the web app's renderer decides which) sent already rendered, so the first
 * paint needs no JavaScript. Each page and language is rendered once, on first request, and
 * kept; content only changes with a deployment. Renders run one at a time: the web app's texts
 * are one i18next instance.
 */
export class PrerenderedPages {
  private readonly cache = new Map<string, Promise<PrerenderedPage | null>>();
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private readonly fetch: typeof fetch;
  private paths: Promise<string[] | null> | undefined;

  private loaded: Promise<Renderer> | undefined;

  private constructor(
    private readonly rendererFile: string,
    private readonly build: WebBuild,
    private readonly app: FastifyInstance,
  ) {
    this.fetch = ownFetch(app);
  }

  /**
   * Null when the web app's server entry is not built (the API then sends index.html). The
   * renderer (React, Mantine and the pages: tens of MB) is imported on the first page asked for,
   * so a server that only answers the API never holds it.
   */
  static load(
    rendererFile: string,
    build: WebBuild,
    app: FastifyInstance,
  ): PrerenderedPages | null {
    if (!existsSync(rendererFile)) return null;
    return new PrerenderedPages(rendererFile, build, app);
  }

  private renderer(): Promise<Renderer> {
    this.loaded ??= import(pathToFileURL(this.rendererFile).href) as Promise<Renderer>;
    return this.loaded;
  }

  /**
   * Every public page's path, asked of the renderer once (content changes with a deployment);
   * null when it cannot tell.
   */
  publicPaths(): Promise<string[] | null> {
    this.paths ??= this.renderer()
      .then(({ publicPagePaths }) => (publicPagePaths ? publicPagePaths(this.fetch) : null))
      .catch((error: unknown) => {
        this.app.log.warn({ err: error }, 'the sitemap could not be made');
        this.paths = undefined; // asked again next time
        return null;
      });
    return this.paths;
  }

  /** Paths of pages not for search engines. */
  async privatePaths(): Promise<string[]> {
    return (await this.renderer()).privatePagePaths?.() ?? [];
  }

  get(url: string, language: Language): Promise<PrerenderedPage | null> {
    const key = `${language} ${url}`;
    const kept = this.cache.get(key);
    if (kept) {
      // Most recently used last: Map keeps insertion order.
      this.cache.delete(key);
      this.cache.set(key, kept);
      return kept;
    }
    if (this.waiting >= QUEUE_LIMIT) return Promise.resolve(null);
    const rendering = this.render(url, language);
    this.cache.set(key, rendering);
    if (this.cache.size > CACHE_LIMIT) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    // A slow render is not kept as "not rendered": the next request waits for it again.
    return withTimeout(rendering, RENDER_TIMEOUT_MS);
  }

  /**
   * A page rendered for this request only and never kept: its data may stop being public at any
   * moment (a shared report whose link is revoked). Its data requests count against the
   * reader's `clientAddress`; `finish` edits the document before it is compressed.
   */
  renderOnce(
    url: string,
    language: Language,
    clientAddress: string,
    finish: (html: string) => string,
  ) {
    if (this.waiting >= QUEUE_LIMIT) return Promise.resolve(null);
    const fetch = ownFetch(this.app, clientAddress);
    const rendering = this.render(url, language, fetch, finish);
    return withTimeout(rendering, RENDER_TIMEOUT_MS);
  }

  private render(
    url: string,
    language: Language,
    fetch = this.fetch,
    finish = (html: string) => html,
  ): Promise<PrerenderedPage | null> {
    this.waiting += 1;
    const turn = this.queue.then(async () => {
      this.waiting -= 1;
      try {
        const renderer = await this.renderer();
        const rendered = await renderer.renderDocument({
          url,
          language,
          fetch,
          ...this.build,
        });
        if (rendered === null) return null;
        const html = finish(rendered);
        return {
          html,
          br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
          gzip: gzipSync(html),
        };
      } catch (error) {
        this.app.log.warn(
          { err: error, url: redactUrl(url) },
          'page could not be rendered on the server',
        );
        return null;
      }
    });
    this.queue = turn;
    return turn;
  }
}
