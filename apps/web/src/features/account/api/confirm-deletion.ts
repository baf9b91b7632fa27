import { apiPaths } from '@maryjane/contract/api-paths';
import { deletionCodeBodySchema, messageResultSchema } from '@maryjane/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { clearSession } from '../../../shared/session';

export type DeletionCodeBody = z.input<typeof deletionCodeBodySchema>;

/** POST /user/confirm-deletion: the account and everything in it are gone. */
export function confirmDeletion(body: DeletionCodeBody) {
  return apiClient.post(apiPaths.confirmDeletion, deletionCodeBodySchema.parse(body), {
    schema: messageResultSchema,
  });
}

export function useConfirmDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDeletion,
    onSuccess: () => {
      // Spec §4: deletion ends the session. Whoever is signed in on this device, their data
      // must not stay on screen.
      clearSession();
      queryClient.removeQueries({ queryKey: ['user'] });
    },
  });
}
