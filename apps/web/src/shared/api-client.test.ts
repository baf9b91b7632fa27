import { API_TIMEOUT_MS, CMS_TIMEOUT_MS, storageKeys } from '@maryjane/contract/constants';
import { isErrorBody } from '@maryjane/contract/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiClient } from './api-client';
import { showApiError } from './api-error-handler';
import { ApiError } from './api-error';
import { cmsClient } from './cms-client';
import { readErrorBody } from './http-client';
import { getToken } from './session';
import { snackbar } from './snackbar/snackbar-store';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch that only ends when its signal aborts, like a server that never answers. */
function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('apiClient', () => {
  it('calls /api and unwraps the data envelope', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { status: 'ok' } }));
    await expect(apiClient.get('/health')).resolves.toEqual({ status: 'ok' });
    expect(lastRequest().url).toBe('/api/health');
  });

  it('builds the query string and skips empty values', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [] }));
    await apiClient.get('/strains', { query: { page: 2, q: 'haze', producer: undefined } });
    expect(lastRequest().url).toBe('/api/strains?page=2&q=haze');
  });

  it('sends a JSON body', async () => {
    fetchMock.mockResolvedValue(json(200, { data: null }));
    await apiClient.post('/user/login', { email: 'a@b.de', password: 'x' });
    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.de","password":"x"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends the stored token as a bearer header, and none without one', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: 1 }));
    await apiClient.get('/user');
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    localStorage.setItem(storageKeys.authToken, 'token-123');
    await apiClient.get('/user');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('echoes the XSRF-TOKEN cookie', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D';
    fetchMock.mockResolvedValue(json(200, { data: 1 }));
    await apiClient.get('/user');
    expect(lastRequest().headers.get('X-XSRF-TOKEN')).toBe('abc=');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('gives up after 30 s with kind "timeout" and no status', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = failure(apiClient.get('/slow'));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('reports a cancellation by the caller as "cancelled"', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = failure(apiClient.get('/slow', { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'cancelled', status: 0 });
  });

  it('reports an unreachable server as "network" with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failure(apiClient.get('/user'))).toMatchObject({ kind: 'network', status: 0 });
  });

  it('reports a body cut off mid-transfer as "aborted"', async () => {
    const broken = new Response('{"data":');
    vi.spyOn(broken, 'text').mockRejectedValue(new TypeError('network error'));
    fetchMock.mockResolvedValue(broken);
    expect(await failure(apiClient.get('/user'))).toMatchObject({ kind: 'aborted', status: 0 });
  });

  it('turns a 4xx error body into a "bad_request" with code, message and field errors', async () => {
    const fieldErrors = [{ field: 'name', code: 'nameTooLong', message: 'Name must be…' }];
    fetchMock.mockResolvedValue(
      json(422, {
        statusCode: 422,
        code: 'validation_failed',
        message: 'Invalid',
        errors: fieldErrors,
      }),
    );
    const error = await failure(apiClient.post('/environments', { name: 'x'.repeat(60) }));
    expect(error).toMatchObject({
      kind: 'bad_request',
      status: 422,
      code: 'validation_failed',
      serverMessage: 'Invalid',
      fieldErrors,
    });
  });

  it('turns a 5xx, even without a JSON body, into a "bad_response"', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(apiClient.get('/user'));
    expect(error).toMatchObject({ kind: 'bad_response', status: 502, serverMessage: undefined });
  });

  it('rejects a success that is not wrapped in { data }', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'ok' }));
    expect(await failure(apiClient.get('/health'))).toMatchObject({ kind: 'bad_response' });
  });

  it('checks data against a schema when given one', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { name: 42 } }));
    const schema = z.object({ name: z.string() });
    expect(await failure(apiClient.get('/thing', { schema }))).toMatchObject({
      kind: 'bad_response',
    });
  });

  it('answers the whole envelope when asked, checked by the schema', async () => {
    const schema = z.object({
      data: z.object({ id: z.string() }),
      legal: z.object({ plants: z.number() }),
    });
    fetchMock.mockResolvedValue(json(201, { data: { id: 'p1' }, legal: { plants: 4 } }));
    expect(await apiClient.post('/plants', {}, { schema, envelope: true })).toEqual({
      data: { id: 'p1' },
      legal: { plants: 4 },
    });
    fetchMock.mockResolvedValue(json(201, { data: { id: 'p1' } }));
    expect(await failure(apiClient.post('/plants', {}, { schema, envelope: true }))).toMatchObject({
      kind: 'bad_response',
    });
  });

  it('clears the session on 401 with code 2005 (session invalid)', async () => {
    localStorage.setItem(storageKeys.authToken, 'revoked');
    fetchMock.mockResolvedValue(
      json(401, { statusCode: 401, code: '2005', message: 'Session invalid' }),
    );
    await failure(apiClient.get('/user'));
    expect(getToken()).toBeNull();
  });

  it('says once that the session ended, whichever request hears it first', async () => {
    localStorage.setItem(storageKeys.authToken, 'revoked');
    fetchMock.mockImplementation(async () =>
      json(401, { statusCode: 401, code: '2005', message: 'Session invalid' }),
    );
    const before = snackbar.getState().id;
    // The bell's silent request and the current user's, in flight together.
    const errors = await Promise.all([
      failure(apiClient.get('/notifications')),
      failure(apiClient.get('/user')),
    ]);
    expect(snackbar.getState()).toMatchObject({
      show: true,
      kind: 'error',
      message: 'Unauthorized. Please login again',
      id: before + 1,
    });
    // The global handler does not say it a second time.
    for (const error of errors) showApiError(error);
    expect(snackbar.getState().id).toBe(before + 1);
  });

  it('keeps the session on other 401s', async () => {
    localStorage.setItem(storageKeys.authToken, 'still-good');
    fetchMock.mockResolvedValue(
      json(401, { statusCode: 401, code: 'unauthorized', message: 'Wrong password' }),
    );
    await failure(apiClient.post('/user/login', {}));
    expect(getToken()).toBe('still-good');
  });
});

describe('cmsClient', () => {
  it('calls /cms without the token and times out after 10 s', async () => {
    localStorage.setItem(storageKeys.authToken, 'secret');
    fetchMock.mockResolvedValueOnce(json(200, { data: { title: 'Curing' } }));
    await expect(cmsClient.get('/guides/curing')).resolves.toEqual({ title: 'Curing' });
    expect(lastRequest().url).toBe('/cms/guides/curing');
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = failure(cmsClient.get('/blog'));
    await vi.advanceTimersByTimeAsync(CMS_TIMEOUT_MS);
    expect(await pending).toMatchObject({ kind: 'timeout', status: 0 });
  });
});

describe('readErrorBody', () => {
  it.each([
    { statusCode: 404, code: 'not_found', message: 'Not found' },
    { statusCode: 401, code: '2005', message: 'Session invalid' },
    { statusCode: 422, code: 'x', message: 'm', errors: [{ field: 'a', code: 'b', message: 'c' }] },
    { statusCode: 422, code: 'x', message: 'm', errors: [{ field: 'a', code: 'b' }] },
    { statusCode: '404', code: 'x', message: 'm' },
    { statusCode: 404.5, code: 'x', message: 'm' },
    { statusCode: 404, code: null, message: 'm' },
    { statusCode: 404, code: 'x' },
    'Not found',
    null,
  ])('agrees with the contract schema on %j', (sample) => {
    expect(readErrorBody(sample) !== undefined).toBe(isErrorBody(sample));
  });
});
