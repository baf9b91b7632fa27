import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { viewerOf } from '../../platform/auth/authenticate';
import type { ZodApp } from '../../platform/http/secured-scope';
import { createVisitorCache } from './visitor-cache';

/** Distinct visitor queries kept serialized (a page of strains is about 20 kB). */
const VISITOR_CACHE_ENTRIES = 500;

function sendToVisitor(reply: FastifyReply, body: Buffer) {
  return reply
    .header('Vary', 'Authorization')
    .header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** The answer function of the catalogue's public reads, and the hook that serves its cache. */
export function visitorAnswers(app: ZodApp) {
  const cache = createVisitorCache(VISITOR_CACHE_ENTRIES);

  // A visitor asking what was asked before skips validation and the database: the same address
  // has the same answer until the next release.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.headers.authorization) return;
    const body = cache.peek(request.url);
    if (body) return sendToVisitor(reply, body);
  });

  /**
   * Answers a public read. Visitors all see the same catalogue, so their answers are
   * serialized once and shared (here and by HTTP caches); a signed-in user's include their
   * custom rows and stay private.
   */
  async function answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    response: z.ZodType,
    read: (viewerId: string | null) => Promise<T>,
  ) {
    const viewerId = viewerOf(request);
    if (viewerId) {
      reply.header('Vary', 'Authorization').header('Cache-Control', 'private, no-cache');
      return reply.send({ data: await read(viewerId) });
    }
    const body = await cache.get(request.url, async () =>
      JSON.stringify(response.parse({ data: await read(null) })),
    );
    return sendToVisitor(reply, body);
  }
  return answer;
}

export type Answer = ReturnType<typeof visitorAnswers>;
