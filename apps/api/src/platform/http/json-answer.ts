import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

const written = new WeakSet<FastifyReply>();

/**
 * Answers `{ "data": … }` where the data is JSON text already (PostgreSQL wrote it): nothing is
 * parsed, mapped or serialized on the way out. Tests hold it to the route's response schema as
 * they hold every other answer (checkWrittenJson).
 */
export function sendDataJson(reply: FastifyReply, json: string) {
  written.add(reply);
  return reply.type('application/json; charset=utf-8').send(`{"data":${json}}`);
}

/**
 * An onSend hook for tests: an answer sent by sendDataJson must be exactly what the route's
 * response schema gives back for it, no field missing, extra or of another shape.
 */
export async function checkWrittenJson(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  // Checked once: the error answer a failed check leads to is an ordinary one.
  if (!written.delete(reply)) return payload;
  const responses = reply.routeOptions.schema?.response as Record<number, ZodType> | undefined;
  const schema = responses?.[reply.statusCode];
  if (!schema) throw new Error(`${request.url}: no response schema for ${reply.statusCode}`);
  const sent: unknown = JSON.parse(String(payload));
  if (!isDeepStrictEqual(schema.parse(sent), sent)) {
    throw new Error(`${request.url}: the written answer is not what its schema describes`);
  }
  return payload;
}
