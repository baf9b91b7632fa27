import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { idParamsSchema } from '@maryjane/contract/ids';
import { growReportSchema } from '@maryjane/contract/results';
import {
  createdShareLinkSchema,
  shareLinkBodySchema,
  shareLinkSchema,
} from '@maryjane/contract/sharing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  noContent,
  ownerOf,
  secured,
  securedScope,
  type SecuredRoutesOptions,
} from '../../platform/http/secured-scope';
import { sharedPageHeaders } from '../../platform/http/shared-page';
import { rateLimitGuard, scaledRules } from '../../platform/rate-limit/rate-limit-guard';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import * as sharing from './service';

export interface SharingRoutesOptions extends SecuredRoutesOptions {
  limiter: RateLimiter;
  rateLimitScale: number;
  /** Signs the report's photo addresses (URL_SIGNING_SECRET). */
  secret: string;
}

const tags = ['sharing'];

/** Opening shared reports, per client address: plenty for people, little for a crawler. */
const sharedReportRule = { perIp: { max: 60, windowMs: 10 * 60_000 } };

/** Read-only links to a cycle's report (issue 27): the grower's list, and the public report. */
export const sharingRoutes: FastifyPluginAsyncZod<SharingRoutesOptions> = async (
  app,
  { db, authenticate, limiter, rateLimitScale, secret },
) => {
  // Read with no session: the token in the address is the key.
  app.get(
    apiPaths.sharedReport,
    {
      schema: {
        tags,
        summary: 'Open a shared grow report',
        params: z.object({ token: z.string() }),
        response: { 200: dataEnvelope(growReportSchema) },
      },
      onRequest: async (_request, reply) => {
        reply.headers(sharedPageHeaders);
      },
      preHandler: rateLimitGuard(
        limiter,
        'shared_report',
        scaledRules(sharedReportRule, rateLimitScale),
      ),
    },
    async (request) => ({ data: await sharing.sharedReport(db, request.params.token, secret) }),
  );

  await securedScope(app, authenticate, (mine) => {
    mine.get(
      apiPaths.shareLinks,
      {
        schema: {
          tags,
          summary: "List the grower's share links",
          ...secured,
          response: { 200: dataEnvelope(shareLinkSchema.array()) },
        },
      },
      async (request) => ({ data: await sharing.listLinks(db, ownerOf(request)) }),
    );
    mine.post(
      apiPaths.shareLinks,
      {
        schema: {
          tags,
          summary: 'Create a share link',
          ...secured,
          body: shareLinkBodySchema,
          response: { 201: dataEnvelope(createdShareLinkSchema) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await sharing.createLink(db, ownerOf(request), request.body) }),
    );
    mine.delete(
      apiPaths.shareLink,
      {
        schema: {
          tags,
          summary: 'Delete a share link',
          ...secured,
          params: idParamsSchema,
          response: noContent,
        },
      },
      async (request, reply) => {
        await sharing.revokeLink(db, ownerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
};
