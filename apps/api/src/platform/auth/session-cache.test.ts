import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type Env } from '../../config';
import { openDatabase } from '../../db/client';
import { bearer, clientAddressFor, registerUser, strongPassword } from '../../test/accounts';
import { useTestApp, type TestApp } from '../../test/app';
import { createTestDatabaseConfig, testDriver } from '../../test/database';
import { createMemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import { SessionCache, SESSION_CACHE_TTL_MS } from './session-cache';

let clock = Date.now();
const t = useTestApp({
  services: { sessions: new SessionCache(SESSION_CACHE_TTL_MS, 100, () => clock) },
});

const me = (app: TestApp, token: string) =>
  app.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
const login = (app: TestApp, email: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password: strongPassword },
    remoteAddress: clientAddressFor(email),
  });
const post = (app: TestApp, url: string, token: string, payload?: object) =>
  app.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('the cache of verified sessions', () => {
  it('trusts a verified session for its TTL, then asks the database again', async () => {
    const { token, user } = await registerUser(t);
    expect((await me(t, token)).statusCode).toBe(200);
    // Gone from the database without a revocation (as by hand): the cache still vouches…
    await t.database.db.execute(sql`delete from sessions where user_id = ${user.id}`);
    expect((await me(t, token)).statusCode).toBe(200);
    // …for no longer than its bound.
    clock += SESSION_CACHE_TTL_MS + 1;
    expect((await me(t, token)).json().code).toBe(ErrorCode.sessionInvalid);
  });

  it('refuses a session right after its logout', async () => {
    const { token } = await registerUser(t);
    expect((await me(t, token)).statusCode).toBe(200);
    expect((await post(t, '/api/user/logout', token)).statusCode).toBe(200);
    expect((await me(t, token)).json().code).toBe(ErrorCode.sessionInvalid);
  });

  it('refuses the other devices right after a password change, and keeps this one', async () => {
    const { token, user } = await registerUser(t);
    const other = (await login(t, user.email)).json().data.token as string;
    expect((await me(t, other)).statusCode).toBe(200);
    const changed = await post(t, '/api/user/change-password', token, {
      oldPassword: strongPassword,
      newPassword: 'Harvest-Time-42',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(t, other)).json().code).toBe(ErrorCode.sessionInvalid);
    expect((await me(t, token)).statusCode).toBe(200);
  });
});

describe('SessionCache', () => {
  const session = (n: number) => ({ sessionId: `s${n}`, userId: n < 3 ? 'u1' : 'u2' });
  const far = new Date(Date.now() + 60_000);

  it('keeps at most its limit, dropping the oldest', () => {
    const cache = new SessionCache(60_000, 2);
    for (const n of [1, 2, 3]) cache.set(`h${n}`, session(n), far, cache.mark());
    expect(cache.get('h1')).toBeNull();
    expect(cache.get('h3')).toEqual(session(3));
    expect(cache.size).toBe(2);
  });

  it('never keeps a session past its own expiry', () => {
    let now = 0;
    const cache = new SessionCache(60_000, 10, () => now);
    cache.set('h1', session(1), new Date(1_000), cache.mark());
    now = 1_000;
    expect(cache.get('h1')).toBeNull();
  });

  it('drops one session, a user but one, or a whole user', () => {
    const cache = new SessionCache(60_000, 10);
    const fill = () => {
      for (const n of [1, 2, 3]) cache.set(`h${n}`, session(n), far, cache.mark());
    };
    fill();
    cache.drop({ userId: 'u1', sessionId: 's1' });
    expect([cache.get('h1'), cache.get('h2'), cache.get('h3')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
    fill();
    cache.drop({ userId: 'u1', exceptSessionId: 's2' });
    expect([cache.get('h1'), cache.get('h2'), cache.get('h3')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
    fill();
    cache.drop({ userId: 'u1' });
    expect([cache.get('h1'), cache.get('h2'), cache.get('h3')].map(Boolean)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('does not keep an answer that a revocation overtook', () => {
    const cache = new SessionCache(60_000, 10);
    const mark = cache.mark(); // the database was asked…
    cache.revoked({ userId: 'u1' }); // …a revocation committed meanwhile…
    cache.set('h1', session(1), far, mark); // …so its answer may be stale.
    expect(cache.get('h1')).toBeNull();
  });
});

/**
 * Two instances on one PostgreSQL database, the second caching sessions for ten minutes: only a
 * message from the first can make it refuse a revoked session within the test's few seconds.
 */
async function twoInstances(env: Env): Promise<[TestApp, TestApp]> {
  const target = await createTestDatabaseConfig();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mj-instances-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env }),
    database: target.config,
  };
  const instances: TestApp[] = [];
  for (const ttl of [SESSION_CACHE_TTL_MS, 600_000]) {
    const handle = await openDatabase(target.config);
    await handle.migrate();
    const app = await buildApp({
      config,
      database: handle,
      services: { sessions: new SessionCache(ttl), limiter: createMemoryRateLimiter() },
    });
    await app.ready();
    instances.push({
      app,
      config,
      database: { ...handle, destroy: () => handle.close() },
      close: async () => {
        await app.close();
        await handle.close();
      },
    });
  }
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await target.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return instances as [TestApp, TestApp];
}

// Two instances share a database only on PostgreSQL; on PGlite the list is empty (a skipped test
// would fail `npm test`), and in-process invalidation is covered above.
const channels: [string, Env][] =
  testDriver === 'postgres'
    ? [
        ['PostgreSQL LISTEN/NOTIFY', {}],
        ['Redis pub/sub', { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }],
      ]
    : [];

describe.each(channels)('revocations through %s', (_, env) => {
  let first: TestApp;
  let second: TestApp;
  it('reach the other instance, which refuses the session long before its cache would', async () => {
    [first, second] = await twoInstances(env);
    const { token, user } = await registerUser(first);
    const other = (await login(first, user.email)).json().data.token as string;
    for (const each of [token, other]) expect((await me(second, each)).statusCode).toBe(200);

    expect((await post(first, '/api/user/logout', other)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await me(second, other)).statusCode).toBe(401), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await me(second, token)).statusCode).toBe(200);

    const third = (await login(first, user.email)).json().data.token as string;
    expect((await me(second, third)).statusCode).toBe(200);
    await post(first, '/api/user/change-password', token, {
      oldPassword: strongPassword,
      newPassword: 'Harvest-Time-42',
    });
    await vi.waitFor(async () => expect((await me(second, third)).statusCode).toBe(401), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await me(second, token)).statusCode).toBe(200);
  });
});
