import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { loadIoredis } from '../lazy-modules';
import type { DatabaseConfig } from '../../config';
import type { SessionCache, SessionRevocation } from './session-cache';

/** The channel every instance listens on, in PostgreSQL and in Redis. */
export const REVOCATION_CHANNEL = 'mj_session_revoked';
const RECONNECT_MS = 1_000;

export interface SessionInvalidation {
  close(): Promise<void>;
}

/**
 * Carries revocations between instances that share the database: through Redis pub/sub when
 * REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY. The embedded database has a single process,
 * whose cache learns of revocations directly. Whatever is lost here ends with the cache's TTL.
 */
export function startSessionInvalidation(options: {
  cache: SessionCache;
  database: DatabaseConfig;
  redisUrl: string | null;
  log: FastifyBaseLogger;
}): SessionInvalidation {
  const { cache, database, redisUrl, log } = options;
  if (redisUrl) return redisChannel(redisUrl, cache, log);
  if (database.driver === 'postgres') return postgresChannel(database.url, cache, log);
  return { close: async () => {} };
}

function parseRevocation(payload: string | undefined): SessionRevocation | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<Record<keyof SessionRevocation, unknown>>;
    if (typeof value.userId !== 'string') return null;
    const optional = (field: unknown) => (typeof field === 'string' ? field : undefined);
    return {
      userId: value.userId,
      sessionId: optional(value.sessionId),
      exceptSessionId: optional(value.exceptSessionId),
    };
  } catch {
    return null;
  }
}

/**
 * A client of its own that only listens (the pool's clients come and go), opened again a second
 * after it fails. Until it listens, and after each reconnect, the cache starts empty: a
 * revocation may have passed while nobody listened.
 */
function postgresChannel(url: string, cache: SessionCache, log: FastifyBaseLogger) {
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = (client: pg.Client) => {
    if (closed || listener !== client) return;
    listener = null;
    cache.clear();
    client.end().catch(() => {});
    retry = setTimeout(connect, RECONNECT_MS);
    retry.unref();
  };

  async function connect() {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    listener = client;
    client.on('error', (error) => {
      log.warn({ err: error }, 'session revocation listener lost its connection');
      reconnectLater(client);
    });
    client.on('end', () => reconnectLater(client));
    client.on('notification', (message) => {
      const revocation = message.channel === REVOCATION_CHANNEL && parseRevocation(message.payload);
      if (revocation) cache.drop(revocation);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${REVOCATION_CHANNEL}`);
      cache.clear();
    } catch (error) {
      log.warn({ err: error }, 'session revocation listener could not connect');
      reconnectLater(client);
    }
  }

  const publish = async (revocation: SessionRevocation) => {
    const client = listener;
    if (!client) return; // the others forget it within the TTL
    await client.query('select pg_notify($1, $2)', [
      REVOCATION_CHANNEL,
      JSON.stringify(revocation),
    ]);
  };
  cache.onRevoked((revocation) => {
    publish(revocation).catch((error: unknown) =>
      log.warn({ err: error }, 'session revocation could not be sent'),
    );
  });
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => {});
      listener = null;
    },
  };
}

/** A subscribed Redis connection cannot publish, so there are two. */
function redisChannel(url: string, cache: SessionCache, log: FastifyBaseLogger) {
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2_000 };
  const { Redis } = loadIoredis();
  const subscriber = new Redis(url, options);
  const publisher = new Redis(url, options);
  subscriber.on('error', () => {});
  publisher.on('error', () => {});
  // Subscribed again on every (re)connect; what passed in between is forgotten with the cache.
  subscriber.on('ready', () => {
    cache.clear();
    subscriber.subscribe(REVOCATION_CHANNEL).catch((error: unknown) => {
      log.warn({ err: error }, 'session revocation channel could not be subscribed');
    });
  });
  subscriber.on('message', (channel: string, payload: string) => {
    const revocation = channel === REVOCATION_CHANNEL && parseRevocation(payload);
    if (revocation) cache.drop(revocation);
  });
  cache.onRevoked((revocation) => {
    publisher.publish(REVOCATION_CHANNEL, JSON.stringify(revocation)).catch((error: unknown) => {
      log.warn({ err: error }, 'session revocation could not be sent');
    });
  });
  return {
    async close() {
      await Promise.all(
        [subscriber, publisher].map((redis) => redis.quit().catch(() => redis.disconnect())),
      );
    },
  };
}
