import { apiPaths } from '@maryjane/contract/api-paths';
import { deletionCodeBodySchema, messageResultSchema } from '@maryjane/contract/user';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import type { DeletionCodeBody } from './confirm-deletion';

/** POST /user/cancel-deletion: the account stays; the mailed links stop working. */
export function cancelDeletion(body: DeletionCodeBody) {
  return apiClient.post(apiPaths.cancelDeletion, deletionCodeBodySchema.parse(body), {
    schema: messageResultSchema,
  });
}

export function useCancelDeletion() {
  return useMutation({ mutationFn: cancelDeletion });
}
