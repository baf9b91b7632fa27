import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode } from '@maryjane/contract/error-codes';
import type { ErrorBody, FieldError } from '@maryjane/contract/errors';
import {
  outOfRangeMessage,
  rangeOfIssue,
  schemaAt,
  type RangeIssue,
} from '@maryjane/contract/number-range';
import { isValidationCode, validationMessages } from '@maryjane/contract/validation';
import { HttpError } from './http-errors';

/** PostgreSQL SQLSTATE codes we answer as client errors; everything else from a driver is a 500. */
const pgErrorStatus: Record<string, { statusCode: number; code: ErrorCode; message: string }> = {
  '23505': { statusCode: 409, code: ErrorCode.conflict, message: 'This record already exists' },
  '23503': {
    statusCode: 409,
    code: ErrorCode.conflict,
    message: 'This record refers to something that does not exist',
  },
  // PostgreSQL text cannot hold NUL (U+0000); a query or body with one is the client's error.
  '22021': {
    statusCode: 400,
    code: ErrorCode.badRequest,
    message: 'Text must not contain NUL characters',
  },
  // A number the column type cannot hold (e.g. 1e-46 for a real).
  '22003': {
    statusCode: 400,
    code: ErrorCode.badRequest,
    message: 'A number is outside the range that can be stored',
  },
  '22P05': {
    statusCode: 400,
    code: ErrorCode.badRequest,
    message: 'Text contains a character that cannot be stored',
  },
};

/** The code of a client error that has none of its own: the status's name in spec §8's terms. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return ErrorCode.unauthorized;
    case 403:
      return ErrorCode.forbidden;
    case 404:
      return ErrorCode.notFound;
    case 409:
      return ErrorCode.conflict;
    case 413:
      return ErrorCode.payloadTooLarge;
    case 429:
      return ErrorCode.rateLimited;
    case 503:
      return ErrorCode.serviceUnavailable;
    default:
      return status >= 500 ? ErrorCode.internal : ErrorCode.badRequest;
  }
}

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or somewhere down its causes. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * A number out of range, with the range it had to lie in (issue 30): the bound it broke from the
 * issue, the other from the route's schema of that part of the request.
 */
function outOfRangeError(
  field: string,
  issue: { keyword: string; message?: string; params: Record<string, unknown> },
  path: string[],
  schema: unknown,
): FieldError | undefined {
  const rangeIssue: RangeIssue = { ...issue.params, code: issue.keyword, message: issue.message };
  const range = rangeOfIssue(rangeIssue, schema === undefined ? undefined : schemaAt(schema, path));
  return range && { field, code: 'outOfRange', message: outOfRangeMessage(range), ...range };
}

function fieldErrorsOf(error: FastifyError, request: FastifyRequest): FieldError[] {
  const context = error.validationContext;
  const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
  const schema = context ? schemas?.[context] : undefined;
  return (error.validation ?? []).map((issue) => {
    const pathInRequest = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = pathInRequest || (context === 'body' ? 'body' : (context ?? 'request'));
    const ranged =
      issue.message === 'outOfRange'
        ? outOfRangeError(
            field,
            issue,
            pathInRequest ? issue.instancePath.split('/').slice(1) : [],
            schema,
          )
        : undefined;
    if (ranged) return ranged;
    return isValidationCode(issue.message ?? '')
      ? {
          field,
          code: issue.message as string,
          message: validationMessages[issue.message as keyof typeof validationMessages],
        }
      : { field, code: 'invalid', message: issue.message ?? validationMessages.invalid };
  });
}

function toErrorBody(error: FastifyError, request: FastifyRequest): ErrorBody {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return {
      statusCode: 422,
      code: ErrorCode.validationFailed,
      message: 'Validation error',
      errors: fieldErrorsOf(error, request),
    };
  }
  const sqlState = sqlStateOf(error);
  const mapped = sqlState ? pgErrorStatus[sqlState] : undefined;
  if (mapped) return { ...mapped };

  // Fastify's own client errors (bad JSON, wrong content type, body too large) carry a 4xx status
  // and a message written for clients; so do the errors of the libraries it uses (a refused file
  // path), marked `expose`. Anything else is ours and its message stays in the log.
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return { statusCode: 429, code: ErrorCode.rateLimited, message: 'Too many requests' };
  }
  const exposed = (error as { expose?: unknown }).expose === true;
  if (status >= 400 && status < 500 && (error.code?.startsWith('FST_') || exposed)) {
    return { statusCode: status, code: codeForStatus(status), message: error.message };
  }
  request.log.error({ err: error }, 'unhandled error');
  return {
    statusCode: 500,
    code: ErrorCode.internal,
    message: 'Server error. Please try again later',
  };
}

/** One error shape for every failure, with no internals (SQL, stack, driver text) in it. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const body = toErrorBody(error, request);
      if (body.statusCode < 500) request.log.info({ code: body.code }, body.message);
      return reply.status(body.statusCode).send(body);
    });
  },
  { name: 'errors' },
);

/**
 * Errors Fastify's router raises before routing: an address with broken percent-encoding, or a
 * path part longer than the router takes. Neither message repeats the address.
 */
export function routerErrorBody(error: FastifyError): ErrorBody {
  return error.code === 'FST_ERR_MAX_PARAM_LENGTH'
    ? { statusCode: 414, code: ErrorCode.badRequest, message: 'A part of the address is too long' }
    : { statusCode: 400, code: ErrorCode.badRequest, message: 'The address is not valid' };
}

export function notFoundBody(method: string, url: string): ErrorBody {
  return {
    statusCode: 404,
    code: ErrorCode.notFound,
    message: `Route ${method} ${url.split('?')[0]} not found`,
  };
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large, a malformed
 * request line, a request that took too long): the raw answer, in the API's one error shape and
 * with the security headers every other answer has. The connection is closed after it.
 */
export function clientErrorResponse(
  error: NodeJS.ErrnoException,
  headers: Record<string, string>,
): string {
  const body: ErrorBody =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? {
          statusCode: 431,
          code: ErrorCode.badRequest,
          message: 'The request headers are too large',
        }
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { statusCode: 408, code: ErrorCode.badRequest, message: 'The request took too long' }
        : { statusCode: 400, code: ErrorCode.badRequest, message: 'The request is not valid HTTP' };
  const json = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${json}`;
}
