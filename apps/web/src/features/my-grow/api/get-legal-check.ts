import { apiPaths } from '@maryjane/contract/api-paths';
import { legalCheckSchema } from '@maryjane/contract/grow-cycles';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** GET /legal-check: plants in living cycles against the household's legal limit. */
export function useLegalCheck() {
  return useQuery({
    queryKey: myGrowKeys.legalCheck,
    queryFn: ({ signal }) =>
      apiClient.get(apiPaths.legalCheck, { schema: legalCheckSchema, signal }),
    // A hint, not the page's content: if it fails, the page works without it.
    meta: { silent: true },
  });
}
