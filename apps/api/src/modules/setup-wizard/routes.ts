import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { wizardImportBodySchema, wizardImportResultSchema } from '@maryjane/contract/setup-wizard';
import { ownerOf, secured, securedRoutes } from '../../platform/http/secured-scope';
import { importWizard } from './import';

/** The setup wizard keeps its state in the browser; this saves it to the account at the end. */
export const setupWizardRoutes = securedRoutes((mine, db) => {
  mine.post(
    apiPaths.setupWizardImport,
    {
      schema: {
        tags: ['setup wizard'],
        ...secured,
        body: wizardImportBodySchema,
        response: { 201: dataEnvelope(wizardImportResultSchema) },
      },
      // A full wizard (200 lines, 20 environments and cycles) stays well under this.
      bodyLimit: 512 * 1024,
    },
    async (request, reply) =>
      reply.status(201).send({ data: await importWizard(db, ownerOf(request), request.body) }),
  );
});
