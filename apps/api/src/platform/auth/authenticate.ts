import { ErrorCode } from '@maryjane/contract/error-codes';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../http-errors';
import type { SessionCache } from './session-cache';
import { findSession, type SessionInfo } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on routes that need a signed-in user. */
    session: SessionInfo | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * onRequest hook for routes that need a signed-in user. No token: 401 `unauthorized`; a token
 * that is unknown, revoked or expired: 401 with code 2005, which makes the web app clear it.
 */
export function createAuthenticate(db: Database, cache: SessionCache) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) {
      throw new HttpError(401, ErrorCode.unauthorized, 'Unauthorized. Please login again');
    }
    const session = await findSession(db, token, cache);
    if (!session) {
      throw new HttpError(
        401,
        ErrorCode.sessionInvalid,
        'Your session has expired. Please login again',
      );
    }
    request.session = session;
  };
}

/** The session of an authenticated request (the route declared `authenticate`). */
export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.session) throw new Error('route is missing the authenticate hook');
  return request.session;
}

/**
 * onRequest hook for public routes that show more to a signed-in user (their custom catalogue
 * entries). A missing, unknown or expired token makes the request a visitor's, never an error.
 */
export function createIdentify(db: Database, cache: SessionCache) {
  return async function identify(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    request.session = token ? await findSession(db, token, cache) : null;
  };
}

/** The signed-in user's id on a route that declared `identify` or `authenticate`, else null. */
export function viewerOf(request: FastifyRequest): string | null {
  return request.session?.userId ?? null;
}
