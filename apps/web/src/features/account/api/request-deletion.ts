import { apiPaths } from '@maryjane/contract/api-paths';
import { messageResultSchema, requestDeletionBodySchema } from '@maryjane/contract/user';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';

export type RequestDeletionBody = z.input<typeof requestDeletionBodySchema>;

/** POST /user/request-deletion: mails a confirmation and a cancel link (spec §4). */
export function requestDeletion(body: RequestDeletionBody) {
  return apiClient.post(apiPaths.requestDeletion, requestDeletionBodySchema.parse(body), {
    schema: messageResultSchema,
  });
}

export function useRequestDeletion() {
  return useMutation({ mutationFn: requestDeletion });
}
