import { API_BASE, API_TIMEOUT_MS } from '@maryjane/contract/constants';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { isApiError, type ApiError } from './api-error';
import { getApiErrorMessage, translateErrorCode } from './api-error-handler';
import { createHttpClient } from './http-client';
import { clearSession, getToken } from './session';
import { snackbar } from './snackbar/snackbar-store';

export const SESSION_INVALID = ErrorCode.sessionInvalid;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null; // rendered on the server
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    // Lets the API answer in the reader's language; <html lang> follows the chosen language.
    // On the server there is no document: the page's renderer sets the page's language.
    'Accept-Language':
      (typeof document === 'undefined' ? undefined : document.documentElement.lang) || 'en',
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // Spec §7: the XSRF-TOKEN cookie, when the server sets one, is echoed in a header.
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}

export function isSessionInvalid(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 401 && error.code === SESSION_INVALID;
}

/**
 * The server no longer knows this token (401, code 2005): forget it (spec §4), the UI turns to
 * visitor, and the reader is told once. Said here, by the first request that hears it, because
 * that request may be a silent one (the notifications bell), and ending the session drops the
 * other queries before their own error handlers run. The global handler skips 2005 for that.
 */
export function endSessionIfInvalid(error: ApiError): void {
  if (!isSessionInvalid(error) || getToken() === null) return;
  clearSession();
  // Why it ended, where the server says (too many wrong passwords), else that it did.
  const reason = error.fieldErrors.map(({ code }) => translateErrorCode(code)).find(Boolean);
  snackbar.error(reason ?? getApiErrorMessage(error));
}

/** Client of our API (spec §7): `/api`, 30 s, bearer token, `{ data }` unwrapped. */
export const apiClient = createHttpClient({
  baseUrl: API_BASE,
  timeoutMs: API_TIMEOUT_MS,
  headers: apiHeaders,
  onError: endSessionIfInvalid,
});
