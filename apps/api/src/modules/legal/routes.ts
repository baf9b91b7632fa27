import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { legalCheckSchema } from '@maryjane/contract/grow-cycles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import {
  ownerOf,
  secured,
  securedScope,
  type Authenticate,
} from '../../platform/http/secured-scope';
import { legalCheck } from './service';

export interface LegalRoutesOptions {
  db: Database;
  authenticate: Authenticate;
}

/** The home-grow plant limit where the grower lives (spec §7 "Legal check"). */
export const legalRoutes: FastifyPluginAsyncZod<LegalRoutesOptions> = async (
  app,
  { db, authenticate },
) => {
  await securedScope(app, authenticate, (mine) => {
    mine.get(
      apiPaths.legalCheck,
      {
        schema: {
          tags: ['my grow: grow cycles'],
          ...secured,
          response: { 200: dataEnvelope(legalCheckSchema) },
        },
      },
      async (request) => ({ data: await legalCheck(db, ownerOf(request)) }),
    );
  });
};
