import type { FastifyRequest } from 'fastify';
import { API_BASE } from '@maryjane/contract/constants';
import { apiPaths } from '@maryjane/contract/api-paths';
import { pagePaths } from '@maryjane/contract/page-paths';

const REDACTED = '[redacted]';

/** Query parameters that are keys: a mailed code, a photo address's signature, a token. */
const secretParameters = new Set(['code', 'token', 'signature', 'key']);

/**
 * Paths whose last part is a key: the secret calendar feed, shared reports (API and page) and the
 * addresses Ecowitt gateways and Shelly devices send to.
 */
const secretPathParts = [
  `${API_BASE}${apiPaths.calendarFeedFile.replace(':file', '')}`,
  `${API_BASE}${apiPaths.sharedReport.replace(':token', '')}`,
  `${API_BASE}${apiPaths.sensorEcowitt.replace(':key', '')}`,
  `${API_BASE}${apiPaths.sensorShelly.replace(':key', '')}`,
  pagePaths.sharedReport.replace(':token', ''),
];

/**
 * An address as it may be written to a log: the keys in it (issue 29: the calendar feed's token
 * had been logged with every request a calendar app made) replaced by `[redacted]`. The rest
 * stays, for finding out what was asked.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  let redacted = pathname;
  for (const prefix of secretPathParts) {
    if (pathname.startsWith(prefix) && pathname.length > prefix.length) {
      const rest = pathname.slice(prefix.length);
      redacted = prefix + REDACTED + (rest.endsWith('.ics') ? '.ics' : '');
      break;
    }
  }
  if (queryAt === -1) return redacted;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A broken escape is logged as sent.
      }
      return secretParameters.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redacted}?${query}`;
}

/** Fastify's request log line, with the address redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
