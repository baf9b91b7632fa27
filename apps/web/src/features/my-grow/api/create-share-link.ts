import { apiPaths } from '@maryjane/contract/api-paths';
import {
  createdShareLinkSchema,
  shareLinkBodySchema,
  type ShareLinkBody,
} from '@maryjane/contract/sharing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

/** POST /share-links: a new link, with its token: the only time its address can be shown. */
export function createShareLink(body: ShareLinkBody) {
  return apiClient.post(apiPaths.shareLinks, shareLinkBodySchema.parse(body), {
    schema: createdShareLinkSchema,
  });
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myGrowKeys.shareLinks }),
    meta: { silent: true }, // the form shows the failure
  });
}
