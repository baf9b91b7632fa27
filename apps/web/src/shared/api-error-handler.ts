import type { TFunction } from 'i18next';
import { isApiError } from './api-error';
import { i18n } from './i18n';
import { snackbar } from './snackbar/snackbar-store';

/** The message of spec §8 for a failed call, in the reader's language. */
export function getApiErrorMessage(error: unknown, t: TFunction = i18n.t): string {
  if (isApiError(error)) {
    if (error.status === 0) return t('errors:network');
    // A success status we could not read is our problem, not the reader's.
    if (error.status < 400) return t('errors:unexpected');
    const server = error.serverMessage;
    switch (error.status) {
      case 400:
        return server || t('errors:badRequest');
      case 401:
        return t('errors:unauthorized');
      case 403:
        return t('errors:forbidden');
      case 404:
        return t('errors:notFound');
      case 422:
        return server || t('errors:validation');
      case 500:
        return t('errors:server');
      default:
        return server || t('errors:status', { status: error.status });
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return t('errors:unexpected');
}

/** Shows the error snackbar for a failed call, unless the caller itself cancelled it. */
export function showApiError(error: unknown): void {
  if (isApiError(error) && error.kind === 'cancelled') return;
  snackbar.error(getApiErrorMessage(error));
}

/** The global handler of spec §8: notify, then rethrow so callers still see the failure. */
export function handleApiError(error: unknown): never {
  showApiError(error);
  throw error;
}
