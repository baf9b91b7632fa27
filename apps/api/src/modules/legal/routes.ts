import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { legalCheckSchema } from '@maryjane/contract/legal';
import { ownerOf, secured, securedRoutes } from '../../platform/http/secured-scope';
import { legalCheck } from './service';

/** The home-grow plant limit where the grower lives (spec §7 "Legal check"). */
export const legalRoutes = securedRoutes((mine, db) => {
  mine.get(
    apiPaths.legalCheck,
    {
      schema: {
        tags: ['my grow: grow cycles'],
        summary: 'Check the plant limit where the grower lives',
        ...secured,
        response: { 200: dataEnvelope(legalCheckSchema) },
      },
    },
    async (request) => ({ data: await legalCheck(db, ownerOf(request)) }),
  );
});
