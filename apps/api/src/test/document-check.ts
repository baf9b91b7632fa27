import { Readable } from 'node:stream';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDocumented } from '../platform/openapi';

/**
 * Issue 29, item 8: the published OpenAPI document describes the API. Every answer a test gets
 * from a documented route is held to it: its status is declared, its content type is one the
 * document names, and a JSON body matches the schema published for that status. A request the
 * API accepted (2xx) fits the request body the document publishes. What does not is kept here,
 * and the suite's setup fails the test that got it (takeDocumentViolations).
 */
const violations: string[] = [];

/** The answers that broke the document since the last call. */
export function takeDocumentViolations(): string[] {
  return violations.splice(0);
}

type Content = Record<string, unknown>;
interface OperationObject {
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
}
type OpenApiDocument = { paths: Record<string, Record<string, OperationObject>> };

export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  let check: ReturnType<typeof documentChecker> | undefined;
  // The body as sent: validation replaces it with what the route's schema made of it.
  const sentBodies = new WeakMap<FastifyRequest, unknown>();
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) sentBodies.set(request, request.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route || !isDocumented(route) || request.routeOptions.schema?.hide) return payload;
    check ??= documentChecker(app.swagger() as unknown as OpenApiDocument);
    const problem = check({
      method: request.method,
      route,
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? ''),
      payload,
      request: {
        contentType: request.headers['content-type'] ?? '',
        body: sentBodies.get(request),
      },
    });
    if (problem) {
      violations.push(`${request.method} ${request.url} → ${reply.statusCode}: ${problem}`);
    }
    return payload;
  });
}

interface Answer {
  method: string;
  /** The route as Fastify declares it: `/api/grow-cycles/:id`. */
  route: string;
  status: number;
  contentType: string;
  payload: unknown;
  /** The request that got the answer, when it sent a body. */
  request?: { contentType: string; body: unknown };
}

/** A check of answers against one document: a problem found, or null. */
export function documentChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');
  const validators = new Map<string, ValidateFunction | undefined>();
  const validate = (pointer: string[], data: unknown): string | null => {
    const escaped = pointer.map((part) =>
      encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1')),
    );
    const ref = `openapi#/${escaped.join('/')}`;
    if (!validators.has(ref)) validators.set(ref, ajv.getSchema(ref));
    const validator = validators.get(ref);
    if (!validator) return `no schema at ${pointer.slice(3).join(' ')}`;
    return validator(data) ? null : ajv.errorsText(validator.errors, { dataVar: 'body' });
  };

  const checkRequest = (
    operation: OperationObject,
    at: string[],
    { contentType, body }: NonNullable<Answer['request']>,
  ): string | null => {
    const mediaType = mediaTypeOf(contentType);
    if (!mediaType) return null;
    const declared = operation.requestBody?.content;
    // An operation that takes no body ignores one sent anyway (a client's `{}`).
    if (!declared) return null;
    if (!declared[mediaType]) return `request content type "${mediaType}" is not declared`;
    if (!mediaType.includes('json') || body === undefined) return null;
    // A body the route reads as a stream (an import of gigabytes) is not read here.
    if (body instanceof Readable) return null;
    const sent: unknown = Buffer.isBuffer(body) ? JSON.parse(body.toString('utf8')) : body;
    const problem = validate([...at, 'requestBody', 'content', mediaType, 'schema'], sent);
    return problem && `the accepted request does not fit its documented body: ${problem}`;
  };

  return ({ method, route, status, contentType, payload, request }: Answer): string | null => {
    const path = route.replace(/:(\w+)/g, '{$1}');
    const verb = method === 'HEAD' ? 'get' : method.toLowerCase();
    const operation = document.paths[path]?.[verb];
    const responses = operation?.responses;
    if (!operation || !responses) return 'the operation is not in the document';
    const at = ['paths', path, verb];
    if (request && status < 300) {
      const problem = checkRequest(operation, at, request);
      if (problem) return problem;
    }
    const key = [String(status), `${Math.floor(status / 100)}XX`, 'default'].find(
      (candidate) => responses[candidate],
    );
    if (!key) return `status ${status} is not declared (${Object.keys(responses).join(', ')})`;
    // Fastify sends no body with these, whatever the handler gave.
    if (method === 'HEAD' || status === 204 || status === 304) return null;
    const declared = responses[key]?.content;
    const body = bodyText(payload);
    if (!declared) return body ? `a body was sent where ${key} declares none` : null;
    const mediaType = mediaTypeOf(contentType);
    if (!(mediaType in declared)) {
      return `content type "${mediaType}" is not declared (${Object.keys(declared).join(', ')})`;
    }
    if (!mediaType.includes('json') || body === undefined) return null;
    return validate([...at, 'responses', key, 'content', mediaType, 'schema'], JSON.parse(body));
  };
}

const mediaTypeOf = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() ?? '';

/** The body as text, or undefined when it is streamed (and so not read here). */
function bodyText(payload: unknown): string | undefined {
  if (payload === null || payload === undefined) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}
