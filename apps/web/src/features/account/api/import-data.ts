import { apiPaths } from '@maryjane/contract/api-paths';
import { withLegal } from '@maryjane/contract/envelope';
import { type DataExport, importResultSchema } from '@maryjane/contract/data-export';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';

/**
 * POST /user/import: the rows written per part, and the legal check after the import. 409 `account_not_empty` when the account
 * already holds inventory, environments or grow cycles; 422 when the file does not fit.
 */
export function importData(file: DataExport) {
  return apiClient.post(apiPaths.importData, file, {
    schema: withLegal(importResultSchema),
    envelope: true,
  });
}

export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importData,
    // Everything may have changed (inventory, grows, the profile), and those caches belong to
    // other features: refetch all of them.
    onSuccess: () => void queryClient.invalidateQueries(),
    meta: { silent: true }, // the import section shows the failure
  });
}
