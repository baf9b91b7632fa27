import type { ErrorBody } from '@maryjane/contract/errors';
import type { ZodType } from 'zod';
import { ApiError } from './api-error';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData (avatar upload). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Cancels the request; surfaces as kind 'cancelled'. */
  signal?: AbortSignal;
  /**
   * Checks the unwrapped `data`; a mismatch is a 'bad_response'. The server sends every response
   * through its route's contract schema, so code a member's first page load needs (the header's
   * user and bell, the dashboard) passes one only in development and tests, as
   * `import.meta.env.DEV ? schema : undefined`: production bundles then leave zod out.
   */
  schema?: ZodType<T>;
  /**
   * The whole answer instead of its `data` (the writes that make plants answer
   * `{ data, legal }`); `schema` then checks all of it.
   */
  envelope?: boolean;
}

export interface HttpClientConfig {
  baseUrl: string;
  timeoutMs: number;
  /** Read on every request, synchronously, before anything is awaited. */
  headers?: () => Record<string, string>;
  /** Sees every failure before it is thrown. */
  onError?: (error: ApiError) => void;
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The contract's error shape, checked by hand: the contract's zod schema would pull zod
 * (~24 kB gzip) into the first page load. A test checks both agree.
 */
export function readErrorBody(value: unknown): ErrorBody | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const body = value as Record<string, unknown>;
  const { statusCode, code, message, errors } = body;
  if (!Number.isInteger(statusCode) || typeof message !== 'string') return undefined;
  if (typeof code !== 'string' && typeof code !== 'number') return undefined;
  if (errors !== undefined) {
    const valid =
      Array.isArray(errors) &&
      errors.every(
        (error: unknown) =>
          typeof error === 'object' &&
          error !== null &&
          ['field', 'code', 'message'].every(
            (key) => typeof (error as Record<string, unknown>)[key] === 'string',
          ),
      );
    if (!valid) return undefined;
  }
  return body as ErrorBody;
}

function errorFromResponse(response: Response, text: string): ApiError {
  const parsed = text ? parseJson(text) : { ok: false as const };
  const body = parsed.ok ? readErrorBody(parsed.value) : undefined;
  return new ApiError({
    status: response.status,
    kind: response.status >= 400 && response.status < 500 ? 'bad_request' : 'bad_response',
    message: body?.message ?? `Request failed with status ${response.status}`,
    serverMessage: body?.message,
    code: body?.code,
    fieldErrors: body?.errors,
  });
}

function unwrap<T>(response: Response, text: string, schema?: ZodType<T>, envelope = false): T {
  if (!text) return undefined as T;
  const parsed = parseJson(text);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) {
    throw new ApiError({ status: response.status, kind: 'bad_response', message: 'Invalid JSON' });
  }
  if (!('data' in parsed.value)) {
    throw new ApiError({ status: response.status, kind: 'bad_response', message: 'No data field' });
  }
  const data = envelope ? parsed.value : parsed.value.data;
  if (!schema) return data as T;
  const checked = schema.safeParse(data);
  if (!checked.success) {
    throw new ApiError({
      status: response.status,
      kind: 'bad_response',
      message: 'Unexpected response shape',
      cause: checked.error,
    });
  }
  return checked.data;
}

let send: typeof fetch = (input, init) => fetch(input, init);

/**
 * Where requests go: the browser's fetch, or, when the server renders a page (see
 * app/render-page.tsx), the server's own router.
 */
export function setFetch(implementation: typeof fetch): void {
  send = implementation;
}

export function createHttpClient(config: HttpClientConfig) {
  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const { method = 'GET', body, query, signal, schema, envelope } = options;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...config.headers?.(),
      ...options.headers,
    };
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    // One controller for both our deadline and the caller's cancellation, so we can tell
    // the two apart afterwards.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) forwardAbort();
    signal?.addEventListener('abort', forwardAbort, { once: true });

    const fail = (error: ApiError): never => {
      config.onError?.(error);
      throw error;
    };
    const abortKind = () => (timedOut ? 'timeout' : signal?.aborted ? 'cancelled' : null);

    try {
      let response: Response;
      try {
        response = await send(buildUrl(config.baseUrl, path, query), {
          method,
          headers,
          body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
          signal: controller.signal,
        });
      } catch (cause) {
        const kind = abortKind() ?? 'network';
        return fail(new ApiError({ status: 0, kind, message: `Request ${kind}`, cause }));
      }

      let text: string;
      try {
        text = await response.text();
      } catch (cause) {
        const kind = abortKind() ?? 'aborted';
        return fail(new ApiError({ status: 0, kind, message: `Response ${kind}`, cause }));
      }

      if (!response.ok) return fail(errorFromResponse(response, text));
      try {
        return unwrap(response, text, schema, envelope);
      } catch (error) {
        return fail(error as ApiError);
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  type Options<T> = Omit<RequestOptions<T>, 'method' | 'body'>;
  return {
    request,
    get: <T>(path: string, options?: Options<T>) => request<T>(path, { ...options }),
    post: <T>(path: string, body?: unknown, options?: Options<T>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Options<T>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: Options<T>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Options<T>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
