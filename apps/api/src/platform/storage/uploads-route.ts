import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody } from '../errors';
import { isPlainKey, type DatabaseStorage } from './database-storage';
import { PRIVATE_KEY_PREFIX, UPLOADS_URL_PREFIX } from './file-storage';

/** Uploaded files get a fresh name each time, so they can be cached for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** What the stored extensions are served as (avatars are JPEG or PNG). */
const contentTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
};

export const contentTypeOf = (key: string) =>
  contentTypes[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';

export type UploadsSource = { disk: string } | { database: DatabaseStorage };

/**
 * Public uploads under /uploads/: from the folder with @fastify/static (the `files` store), or
 * read through the database storage, with the same headers (a weak ETag of size and time, as
 * @fastify/static makes it, Last-Modified, a 304 for a matching If-None-Match). Only files are
 * served: a folder, a private file (PRIVATE_KEY_PREFIX) or a path the file server refuses is
 * simply not found. Register it encapsulated (`app.register(uploadsRoutes, …)`).
 */
export async function uploadsRoutes(uploads: FastifyInstance, source: UploadsSource) {
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send(notFoundBody(request.method, request.url));
  uploads.setErrorHandler((error: FastifyError, request, reply) => {
    if ((error.statusCode ?? 500) >= 500) throw error;
    return notFound(request, reply);
  });
  if ('disk' in source) {
    await uploads.register(fastifyStatic, {
      root: source.disk,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      allowedPath: (pathName) => {
        const normalized = path.posix.normalize(`/${pathName}`);
        return !normalized.endsWith('/') && !`${normalized}/`.startsWith(`/${PRIVATE_KEY_PREFIX}`);
      },
      setHeaders(reply) {
        reply.header('Cache-Control', CACHE_CONTROL);
      },
    });
    return;
  }
  const storage = source.database;
  uploads.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isPlainKey(key) || key.startsWith(PRIVATE_KEY_PREFIX)) return notFound(request, reply);
    const file = await storage.readStored(key);
    if (!file) return notFound(request, reply);
    const modified = file.modifiedAt;
    const etag = `W/"${file.content.length.toString(16)}-${modified.getTime().toString(16)}"`;
    reply
      .header('Cache-Control', CACHE_CONTROL)
      .header('ETag', etag)
      .header('Last-Modified', modified.toUTCString());
    if (isFresh(request, etag, modified)) return reply.status(304).send();
    return reply.type(contentTypeOf(key)).send(file.content);
  });
}

/** Whether the client's copy is current (RFC 9110 13.1: If-None-Match wins over the date). */
function isFresh(request: FastifyRequest, etag: string, modified: Date): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined) {
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    return match.trim() === '*' || match.split(',').some((tag) => weak(tag) === weak(etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}
