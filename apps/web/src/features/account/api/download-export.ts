import { apiPaths } from '@maryjane/contract/api-paths';
import { API_BASE } from '@maryjane/contract/constants';
import type { CsvList } from '@maryjane/contract/data-export';
import { useMutation } from '@tanstack/react-query';
import { endSessionIfInvalid } from '../../../shared/api-client';
import { ApiError } from '../../../shared/api-error';
import { readErrorBody } from '../../../shared/http-client';
import { getToken } from '../../../shared/session';

/** Everything as one ZIP (the JSON file and the photos), or one list as CSV. */
export type ExportFile = 'json' | CsvList;

const pathOf = (file: ExportFile) =>
  file === 'json' ? apiPaths.exportArchive : `/user/export/csv/${file}`;
const fallbackName = (file: ExportFile) =>
  file === 'json' ? 'maryjane-export.zip' : `maryjane-${file}.csv`;

/** The name the server gives in `Content-Disposition`, if it gives one. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const body = readErrorBody(parseJson(text));
  const error = new ApiError({
    status: response.status,
    kind: response.status < 500 ? 'bad_request' : 'bad_response',
    message: body?.message ?? `Request failed with status ${response.status}`,
    serverMessage: body?.message,
    code: body?.code,
    fieldErrors: body?.errors,
  });
  // As the API client does: a token the server no longer knows is forgotten, and said so.
  endSessionIfInvalid(error);
  return error;
}

/**
 * GET /user/export/archive or /user/export/csv/:list. The answer is the file itself, not `{ data }`,
 * so the API client (which unwraps `data`) cannot fetch it. No 30 s deadline: a big export may
 * take longer, and the grower sees the button loading.
 */
export async function fetchExport(file: ExportFile): Promise<{ blob: Blob; filename: string }> {
  const headers: Record<string, string> = {
    'Accept-Language': document.documentElement.lang || 'en',
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${pathOf(file)}`, { headers });
  } catch (cause) {
    throw new ApiError({ status: 0, kind: 'network', message: 'Request network', cause });
  }
  if (!response.ok) throw await failure(response);
  const filename = filenameOf(response.headers.get('Content-Disposition')) ?? fallbackName(file);
  return { blob: await response.blob(), filename };
}

/** Hands a file to the browser's downloads through a temporary link. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; give them a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Failures go to the global snackbar. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async (file: ExportFile) => {
      const { blob, filename } = await fetchExport(file);
      saveFile(blob, filename);
    },
  });
}
