import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@maryjane/contract/error-codes';
import {
  IDEMPOTENCY_KEY_DAYS,
  idempotencyKeyHeader,
  isIdempotencyKey,
} from '@maryjane/contract/idempotency';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/idempotency-keys';
import { isUniqueViolation } from '../errors';
import { HttpError } from '../http-errors';
import { ownerOf } from './secured-scope';

const headerName = idempotencyKeyHeader.toLowerCase();
/** Answers replayed from a stored key say so, for clients and tests. */
export const replayedHeader = 'Idempotent-Replayed';

const badKey = () =>
  new HttpError(
    400,
    ErrorCode.badRequest,
    `The ${idempotencyKeyHeader} header must be a UUID or 16 to 64 letters, digits, "-" or "_"`,
  );
const keyReused = () =>
  new HttpError(
    422,
    ErrorCode.idempotencyKeyReused,
    `This ${idempotencyKeyHeader} was already used for a different request`,
  );

/**
 * Answers a secured write once per `Idempotency-Key` (issue 26). Without the header the write just
 * runs. With it, the first request runs `write` and stores its answer in the same transaction; a
 * retry with the same key gets that answer again and writes nothing. Two requests racing with one
 * key both run, but the key's primary key lets only one transaction commit; the other rolls back
 * (its record with it) and replays the winner's answer. Errors are not stored: a request that
 * failed may be retried with its key. The same key with another address or body is a 422.
 */
export async function answerOnce(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  write: (tx: Database) => Promise<unknown>,
): Promise<FastifyReply> {
  const key = request.headers[headerName];
  if (key === undefined) return reply.status(status).send(await write(db));
  if (typeof key !== 'string' || !isIdempotencyKey(key)) throw badKey();

  const ownerId = ownerOf(request);
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([request.url, request.body ?? null]))
    .digest('base64url');

  const stored = await findAnswer(db, ownerId, key);
  if (stored) return replay(reply, stored, route, requestHash);
  await purgeOldKeys(db);
  try {
    const body = await db.transaction(async (tx) => {
      const answer = await write(tx);
      await tx
        .insert(idempotencyKeys)
        .values({ ownerId, key, route, requestHash, status, body: answer });
      return answer;
    });
    return reply.status(status).send(body);
  } catch (error) {
    const winner = isUniqueViolation(error) ? await findAnswer(db, ownerId, key) : null;
    if (!winner) throw error;
    return replay(reply, winner, route, requestHash);
  }
}

type StoredAnswer = NonNullable<Awaited<ReturnType<typeof findAnswer>>>;

async function findAnswer(db: Database, ownerId: string, key: string) {
  const [row] = await db
    .select({
      route: idempotencyKeys.route,
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.ownerId, ownerId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

function replay(reply: FastifyReply, stored: StoredAnswer, route: string, requestHash: string) {
  if (stored.route !== route || stored.requestHash !== requestHash) throw keyReused();
  return reply.status(stored.status).header(replayedHeader, 'true').send(stored.body);
}

const PURGE_EVERY_MS = 60 * 60 * 1000;
const lastPurge = new WeakMap<Database, number>();

/** Keys older than a week are of no use to any device; cleared at most hourly, on a new key. */
export async function purgeOldKeys(db: Database, now = Date.now()) {
  if (now - (lastPurge.get(db) ?? 0) < PURGE_EVERY_MS) return;
  lastPurge.set(db, now);
  await db
    .delete(idempotencyKeys)
    .where(
      lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_KEY_DAYS})`),
    );
}
