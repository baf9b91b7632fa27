import { apiPaths } from '@maryjane/contract/api-paths';
import { withLegal } from '@maryjane/contract/envelope';
import {
  type DataExport,
  IMPORT_ARCHIVE_FIELD,
  importResultSchema,
} from '@maryjane/contract/data-export';
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

/**
 * POST /user/import/archive: the ZIP of "Download everything" (with photos), or a JSON export
 * as a file; answers like POST /user/import.
 */
export function importArchive(upload: File) {
  const form = new FormData();
  form.append(IMPORT_ARCHIVE_FIELD, upload, upload.name);
  return apiClient.post(apiPaths.importArchive, form, {
    schema: withLegal(importResultSchema),
    envelope: true,
  });
}

/** A checked JSON export, or a ZIP the server checks. */
export type ImportInput = { file: DataExport } | { archive: File };

export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportInput) =>
      'file' in input ? importData(input.file) : importArchive(input.archive),
    // Everything may have changed (inventory, grows, the profile), and those caches belong to
    // other features: refetch all of them.
    onSuccess: () => void queryClient.invalidateQueries(),
    meta: { silent: true }, // the import section shows the failure
  });
}
