import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { HttpError } from '../http-errors';
import type { RateLimiter, RateLimitResult, RateRule } from './rate-limiter';

/** The e-mail a request is about, normalised so "Ann@X.org " and "ann@x.org" share a counter. */
function emailOf(request: FastifyRequest): string | null {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  const email = body.email;
  if (typeof email !== 'string') return null;
  const normalised = email.trim().toLowerCase();
  return normalised === '' ? null : normalised;
}

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new HttpError(
    429,
    ErrorCode.rateLimited,
    `Too many attempts. Please try again in ${wait}.`,
  );
}

/**
 * The answer when the counters cannot be reached: without them a limit cannot tell an attack from
 * a person, so the request is refused for now (fail closed).
 */
export const limiterUnavailable = (): HttpError =>
  new HttpError(
    503,
    ErrorCode.serviceUnavailable,
    'Service temporarily unavailable. Please try again later.',
  );

/**
 * A preHandler (it runs after the body is parsed) that counts the request per client IP and, when
 * the body names an e-mail, per e-mail: one address attacked from many IPs is still limited.
 * Over either limit the request ends with 429 and Retry-After.
 */
export function rateLimitGuard(
  limiter: RateLimiter,
  name: string,
  rules: { perIp?: RateRule; perEmail?: RateRule },
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const hits: Array<Promise<RateLimitResult>> = [];
    if (rules.perIp) hits.push(limiter.hit(`${name}:ip:${request.ip}`, rules.perIp));
    const email = rules.perEmail ? emailOf(request) : null;
    if (rules.perEmail && email) hits.push(limiter.hit(`${name}:email:${email}`, rules.perEmail));

    let results: RateLimitResult[];
    try {
      results = await Promise.all(hits);
    } catch (error) {
      request.log.error({ err: error }, 'rate limiter unavailable');
      throw limiterUnavailable();
    }
    const refused = results.filter((result) => !result.allowed);
    if (refused.length === 0) return;
    const retryAfter = Math.max(...refused.map((result) => result.retryAfterSeconds));
    reply.header('Retry-After', String(retryAfter));
    throw tooManyAttempts(retryAfter);
  };
}

/** The rules with every maximum multiplied by `scale` (RATE_LIMIT_SCALE; 1 in production). */
export function scaledRules<T extends { perIp?: RateRule; perEmail?: RateRule }>(
  rules: T,
  scale: number,
): T {
  const scaleRule = (rule?: RateRule) => rule && { ...rule, max: Math.round(rule.max * scale) };
  return { ...rules, perIp: scaleRule(rules.perIp), perEmail: scaleRule(rules.perEmail) };
}
