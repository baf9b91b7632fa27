import { dataEnvelope } from '@maryjane/contract/envelope';
import { wizardImportBodySchema, wizardImportResultSchema } from '@maryjane/contract/setup-wizard';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { sessionOf } from '../../platform/auth/authenticate';
import { importWizard } from './import';

export interface SetupWizardRoutesOptions {
  db: Database;
  authenticate: (request: FastifyRequest) => Promise<void>;
}

/** The setup wizard keeps its state in the browser; this saves it to the account at the end. */
export const setupWizardRoutes: FastifyPluginAsyncZod<SetupWizardRoutesOptions> = async (
  app,
  { db, authenticate },
) => {
  app.post(
    '/setup-wizard/import',
    {
      schema: {
        tags: ['setup wizard'],
        security: [{ bearerAuth: [] }],
        body: wizardImportBodySchema,
        response: { 201: dataEnvelope(wizardImportResultSchema) },
      },
      onRequest: authenticate,
      // A full wizard (200 lines, 20 environments and cycles) stays well under this.
      bodyLimit: 512 * 1024,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await importWizard(db, sessionOf(request).userId, request.body) }),
  );
};
