import { apiPaths } from '@maryjane/contract/api-paths';
import { withLegal } from '@maryjane/contract/envelope';
import { wizardImportBodySchema, wizardImportResultSchema } from '@maryjane/contract/setup-wizard';
import { ownerOf, secured, securedRoutes } from '../../platform/http/secured-scope';
import { withLegalCheck } from '../legal/service';
import { importWizard } from './import';

/** The setup wizard keeps its state in the browser; this saves it to the account at the end. */
export const setupWizardRoutes = securedRoutes((mine, db) => {
  mine.post(
    apiPaths.setupWizardImport,
    {
      schema: {
        tags: ['setup wizard'],
        summary: "Save the setup wizard's choices to the account",
        ...secured,
        body: wizardImportBodySchema,
        response: { 201: withLegal(wizardImportResultSchema) },
      },
      // A full wizard (200 lines, 20 environments and cycles) stays well under this.
      bodyLimit: 512 * 1024,
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const result = await importWizard(db, owner, request.body);
      return reply.status(201).send(await withLegalCheck(db, owner, result));
    },
  );
});
