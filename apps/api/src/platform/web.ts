import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundBody } from './errors';
import { isSharedPage, SHARED_PAGES_PREFIX, sharedPageHeaders } from './http/shared-page';
import {
  pageLanguage,
  PrerenderedPages,
  type PrerenderedPage,
  type WebBuild,
} from './prerendered-pages';

// Never a page: a wrong address under these is answered 404 in the API's error shape.
const apiPrefixes = ['/api', '/cms', '/uploads'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Hashed build assets never change; index.html and the service worker must always be
 * revalidated to pick up a deploy.
 */
const alwaysRevalidated = new Set(['index.html', 'sw.js']);

function cacheControlFor(filePath: string): string {
  // A browser that accepts brotli or gzip is sent index.html.br or sw.js.gz: the same file.
  const served = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (alwaysRevalidated.has(served)) return 'no-cache';
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** A rendered page, compressed as the reader accepts; it differs by language. */
function sendPrerendered(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PrerenderedPage,
  cacheControl = 'no-cache',
) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? ['br', page.br]
    : /\bgzip\b/.test(accepted)
      ? ['gzip', page.gzip]
      : [null, page.html];
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
    .send(body);
}

/**
 * Says in the page itself too that it is not for search engines (the header may be lost); a robots
 * tag the renderer wrote (its `noindex` routes) gives way to it, so the page carries one.
 */
const withNoindex = (html: string) =>
  html.replace(
    /<meta name="robots" content="[^"]*">|<\/head>/,
    (found) =>
      `<meta name="robots" content="noindex, nofollow">${found === '</head>' ? found : ''}`,
  );

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface WebOptions {
  distDir: string | null;
  /** Where readers reach the app: the sitemap's addresses start with it. */
  publicUrl: string;
  /** The web app's server entry; public pages and members' frames are sent rendered when built. */
  rendererFile?: string | null;
}

/** index.html and the parts manifest (a build without one, as in tests, preloads nothing). */
function readWebBuild(distDir: string): WebBuild {
  const partsFile = path.join(distDir, '.vite', 'parts.json');
  return {
    template: readFileSync(path.join(distDir, 'index.html'), 'utf8'),
    partFiles: existsSync(partsFile)
      ? (JSON.parse(readFileSync(partsFile, 'utf8')) as WebBuild['partFiles'])
      : {},
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * unknown non-API path answered with index.html so the SPA router can handle it, rendered on
 * the server for public pages and members' frames when the renderer is built. Unknown API
 * paths and missing files (a path with an extension) get a 404 instead.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: WebOptions) => {
    const { distDir, rendererFile = null } = options;
    const hasWebApp = distDir !== null && existsSync(path.join(distDir, 'index.html'));
    if (hasWebApp) {
      const files = {
        index: false,
        // scripts/compress-web.mjs writes .br/.gz beside the assets at build time.
        preCompressed: true,
        setHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
          reply.header('Cache-Control', cacheControlFor(filePath));
        },
      } as const;
      // The few files at the top get a route each; the hundreds of hashed assets share one, so a
      // start does not list and route every file of the build.
      await app.register(fastifyStatic, {
        ...files,
        root: distDir,
        wildcard: false,
        globIgnore: ['assets/**'],
      });
      await app.register(fastifyStatic, {
        ...files,
        root: path.join(distDir, 'assets'),
        prefix: '/assets/',
        wildcard: true,
        decorateReply: false,
      });
    } else if (distDir !== null) {
      app.log.warn({ distDir }, 'web app not built; serving the API only');
    }
    const pages =
      hasWebApp && rendererFile
        ? PrerenderedPages.load(rendererFile, readWebBuild(distDir), app)
        : null;

    if (hasWebApp) {
      const origin = options.publicUrl.replace(/\/+$/, '');
      app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
        const disallowed = [
          '/api/',
          '/cms/',
          SHARED_PAGES_PREFIX,
          ...((await pages?.privatePaths()) ?? []),
        ];
        return reply
          .type('text/plain; charset=utf-8')
          .header('Cache-Control', 'public, max-age=3600')
          .send(
            [
              'User-agent: *',
              ...disallowed.map((prefix) => `Disallow: ${prefix}`),
              ...(pages ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
              '',
            ].join('\n'),
          );
      });
      app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
        const paths = await pages?.publicPaths();
        if (!paths) return reply.status(404).send(notFoundBody(request.method, request.url));
        const urls = paths
          .filter((page) => !isSharedPage(page))
          .map((page) => `<url><loc>${escapeXml(origin + page)}</loc></url>`);
        return reply
          .type('application/xml; charset=utf-8')
          .header('Cache-Control', 'public, max-age=3600')
          .send(
            '<?xml version="1.0" encoding="UTF-8"?>\n' +
              `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
          );
      });
    }

    // A shared report is rendered afresh for each reader and kept by nobody: once its link is
    // revoked or expires, the next reader sees that, not a copy.
    const template = hasWebApp
      ? withNoindex(readFileSync(path.join(distDir, 'index.html'), 'utf8'))
      : '';
    async function sendSharedPage(request: FastifyRequest, reply: FastifyReply) {
      const language = pageLanguage(request);
      const page = await pages?.renderOnce(request.url, language, request.ip, withNoindex);
      reply.headers(sharedPageHeaders);
      if (page) return sendPrerendered(request, reply, page, sharedPageHeaders['Cache-Control']);
      return reply.type('text/html; charset=utf-8').send(template);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage =
        hasWebApp &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(request.url) &&
        path.extname(request.url.split('?')[0] ?? '') === '';
      if (wantsPage && isSharedPage(request.url)) return sendSharedPage(request, reply);
      if (wantsPage) {
        const page = await pages?.get(request.url, pageLanguage(request));
        if (page) return sendPrerendered(request, reply, page);
        return reply.sendFile('index.html');
      }
      return reply.status(404).send(notFoundBody(request.method, request.url));
    });
  },
  { name: 'web' },
);
