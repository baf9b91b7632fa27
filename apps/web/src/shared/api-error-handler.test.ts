import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { getApiErrorMessage, handleApiError, showApiError } from './api-error-handler';
import { changeLanguage } from './i18n';
import { createQueryClient } from './query-client';
import { snackbar } from './snackbar/snackbar-store';

const response = (status: number, serverMessage?: string) =>
  new ApiError({
    status,
    kind: status < 500 ? 'bad_request' : 'bad_response',
    message: serverMessage ?? `Request failed with status ${status}`,
    serverMessage,
  });
const noResponse = (kind: 'network' | 'timeout' | 'aborted') =>
  new ApiError({ status: 0, kind, message: `Request ${kind}` });

afterEach(async () => {
  await changeLanguage('en');
});

describe('getApiErrorMessage (spec §8)', () => {
  it.each([
    [
      '400 with a server message',
      response(400, 'Seed count must be positive'),
      'Seed count must be positive',
    ],
    ['400 without one', response(400), 'Bad request'],
    ['401', response(401, 'Token expired'), 'Unauthorized. Please login again'],
    ['403', response(403, 'Not your plant'), 'You do not have permission to perform this action'],
    ['404', response(404, 'Route GET:/api/x not found'), 'Resource not found'],
    ['422 with a server message', response(422, 'Name is required!'), 'Name is required!'],
    ['422 without one', response(422), 'Validation error'],
    ['500', response(500, 'db exploded'), 'Server error. Please try again later'],
    [
      'another status with a server message',
      response(429, 'Too many attempts'),
      'Too many attempts',
    ],
    ['another status without one', response(503), 'Error: 503'],
    ['no response (network)', noResponse('network'), 'Network error. Please check your connection'],
    ['no response (timeout)', noResponse('timeout'), 'Network error. Please check your connection'],
    ['any other error', new Error('Chunk failed to load'), 'Chunk failed to load'],
    ['a thrown non-error', 'boom', 'An unexpected error occurred'],
  ])('%s', (_case, error, expected) => {
    expect(getApiErrorMessage(error)).toBe(expected);
  });

  it('translates the account codes, before the status (a wrong password is no lost session)', async () => {
    const coded = (status: number, code: string, message: string) =>
      new ApiError({ status, kind: 'bad_request', message, serverMessage: message, code });
    expect(
      getApiErrorMessage(coded(401, 'invalid_credentials', 'Invalid e-mail or password')),
    ).toBe('Invalid e-mail or password');
    expect(getApiErrorMessage(coded(409, 'user_exists', 'x'))).toBe(
      'User with this e-mail already exists',
    );
    expect(getApiErrorMessage(coded(422, 'image_dimensions', 'x'))).toBe(
      'Image dimensions cannot exceed 512 px',
    );
    // Unknown codes keep the server's message.
    expect(getApiErrorMessage(coded(409, 'plant_exists', 'This plant exists'))).toBe(
      'This plant exists',
    );
    await changeLanguage('de');
    expect(getApiErrorMessage(coded(409, 'user_exists', 'x'))).toBe(
      'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
    );
    expect(getApiErrorMessage(coded(429, 'rate_limited', 'Too many requests'))).toBe(
      'Zu viele Versuche. Bitte warte eine Weile und versuche es dann noch einmal',
    );
  });

  it('answers in German when German is chosen', async () => {
    await changeLanguage('de');
    expect(getApiErrorMessage(response(401))).toBe('Nicht autorisiert. Bitte melde dich erneut an');
    expect(getApiErrorMessage(response(404))).toBe('Ressource nicht gefunden');
    expect(getApiErrorMessage(response(500))).toBe('Serverfehler. Bitte versuche es später erneut');
    expect(getApiErrorMessage(response(503))).toBe('Fehler: 503');
    expect(getApiErrorMessage(noResponse('network'))).toBe(
      'Netzwerkfehler. Bitte prüfe deine Verbindung',
    );
    expect(getApiErrorMessage(42)).toBe('Ein unerwarteter Fehler ist aufgetreten');
  });
});

describe('handleApiError', () => {
  it('shows the error snackbar, then rethrows the same error', () => {
    const error = response(404);
    expect(() => handleApiError(error)).toThrow(error);
    expect(snackbar.getState()).toMatchObject({
      show: true,
      kind: 'error',
      color: 'red',
      timeout: 5000,
      message: 'Resource not found',
    });
  });

  it('stays quiet when the caller cancelled the request', () => {
    showApiError(new ApiError({ status: 0, kind: 'cancelled', message: 'Request cancelled' }));
    expect(snackbar.getState().show).toBe(false);
  });
});

describe('query client wiring', () => {
  async function runFailingQuery(meta?: { silent?: boolean }) {
    const client = createQueryClient();
    const observer = new QueryObserver(client, {
      queryKey: ['failing', meta],
      queryFn: () => Promise.reject(response(403)),
      retry: false,
      meta,
    });
    const done = new Promise<void>((resolve) => {
      const unsubscribe = observer.subscribe((result) => {
        if (result.isError) {
          unsubscribe();
          resolve();
        }
      });
    });
    await done;
  }

  it('routes failed queries to the global handler', async () => {
    await runFailingQuery();
    expect(snackbar.getState()).toMatchObject({
      show: true,
      message: 'You do not have permission to perform this action',
    });
  });

  it('lets a query opt out with meta.silent', async () => {
    await runFailingQuery({ silent: true });
    expect(snackbar.getState().show).toBe(false);
  });
});
