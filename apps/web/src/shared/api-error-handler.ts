import { AVATAR_MAX_PX } from '@maryjane/contract/constants';
import { ErrorCode } from '@maryjane/contract/error-codes';
import type { TFunction } from 'i18next';
import { isApiError } from './api-error';
import { i18n } from './i18n';
import { snackbar } from './snackbar/snackbar-store';

/**
 * The reader's text for an error code of the contract that has one (`errors:codes.<code>`: the
 * account codes and rate limiting), else undefined. The server's English message is only a
 * fallback for codes we do not know yet.
 */
export function translateErrorCode(
  code: string | number | undefined,
  t: TFunction = i18n.t,
): string | undefined {
  if (typeof code !== 'string' || code === '') return undefined;
  const key = `errors:codes.${code}`;
  return i18n.exists(key) ? t(key, { imageSize: AVATAR_MAX_PX }) : undefined;
}

/** The message of spec §8 for a failed call, in the reader's language. */
export function getApiErrorMessage(error: unknown, t: TFunction = i18n.t): string {
  if (isApiError(error)) {
    if (error.status === 0) return t('errors:network');
    // A success status we could not read is our problem, not the reader's.
    if (error.status < 400) return t('errors:unexpected');
    // Known codes first: a 401 `invalid_credentials` is a wrong password, not an expired session.
    const known = translateErrorCode(error.code, t);
    if (known) return known;
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

/**
 * Shows the error snackbar for a failed call, unless the caller itself cancelled it or it is the
 * end of the session (401, code 2005), which the API client has already reported once.
 */
export function showApiError(error: unknown): void {
  if (isApiError(error) && error.kind === 'cancelled') return;
  if (isApiError(error) && error.status === 401 && error.code === ErrorCode.sessionInvalid) return;
  snackbar.error(getApiErrorMessage(error));
}

/** The global handler of spec §8: notify, then rethrow so callers still see the failure. */
export function handleApiError(error: unknown): never {
  showApiError(error);
  throw error;
}
