import { apiPaths } from '@maryjane/contract/api-paths';
import { shareLinkSchema } from '@maryjane/contract/sharing';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** GET /share-links: the grower's read-only links, newest first (never their addresses). */
export function useShareLinks() {
  return useQuery({
    queryKey: myGrowKeys.shareLinks,
    queryFn: ({ signal }) =>
      apiClient.get(apiPaths.shareLinks, { schema: shareLinkSchema.array(), signal }),
  });
}
