import { apiPaths } from '@maryjane/contract/api-paths';
import { withLegal } from '@maryjane/contract/envelope';
import { wizardImportResultSchema, type WizardImportBody } from '@maryjane/contract/setup-wizard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';

/**
 * POST /setup-wizard/import: saves everything in one go, adding to the grower's data, and answers
 * with the legal check after it. Silent:
 * the wizard shows a 422 at the step concerned and hands anything else to the global handler.
 */
export function useImportWizard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WizardImportBody) =>
      apiClient.post(apiPaths.setupWizardImport, body, {
        schema: withLegal(wizardImportResultSchema),
        envelope: true,
      }),
    // Inventory, environments, cycles and the user's place all changed.
    onSuccess: () => queryClient.invalidateQueries(),
    meta: { silent: true },
  });
}
