import type { FieldError } from '@maryjane/contract/errors';

/**
 * Error codes of the HTTP client (spec §8):
 * - network: no response at all (offline, DNS, refused connection)
 * - timeout: our own deadline (30 s API, 10 s content) passed
 * - aborted: the connection broke off while the response body was being read
 * - bad_request: the server answered 4xx
 * - bad_response: the server answered 5xx, or a 2xx we could not understand
 * - cancelled: the caller cancelled (TanStack Query does this when a query is no longer needed)
 */
export type ApiErrorKind =
  'network' | 'timeout' | 'aborted' | 'bad_request' | 'bad_response' | 'cancelled';

interface ApiErrorInit {
  status: number;
  kind: ApiErrorKind;
  message: string;
  /** The server's own message from the error body, when it sent one. */
  serverMessage?: string;
  code?: string | number;
  fieldErrors?: FieldError[];
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, 0 when no response arrived. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly serverMessage: string | undefined;
  readonly code: string | number | undefined;
  readonly fieldErrors: FieldError[];

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.serverMessage = init.serverMessage;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
