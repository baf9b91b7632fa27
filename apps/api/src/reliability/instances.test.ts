import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NotificationList } from '@maryjane/contract/notifications';
import type { SensorDeviceWithKey } from '@maryjane/contract/sensors';
import mqtt from 'mqtt';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environmentWithCycle } from '../modules/sensors/test-fixtures';
import { apiRoot } from '../paths';
import type { Client } from '../test/client';
import { createTestDatabaseConfig, testDriver, type TestDatabaseConfig } from '../test/database';
import { call, outboxReader, signUp } from '../test/http-client';
import { startServer, type ServerProcess } from '../test/server-process';

/**
 * Issue 32: several instances behind one address, on one PostgreSQL with Redis and Mosquitto,
 * as a club or a hosted MaryJane runs them. Two real server processes, each with a DATA_DIR of
 * its own (nothing on one's disk is seen by the other), started at the same moment. The
 * embedded database serves one process by design, so this runs on the PostgreSQL driver.
 */
const broker = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const redis = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Instance {
  name: string;
  dataDir: string;
  clientId: string;
  server: ServerProcess;
  url: string;
}

/** A grower's calls to one instance over HTTP, shaped as the in-process test client. */
function httpClient(url: string, token: string): Client {
  async function send(method: string, route: string, payload?: unknown) {
    const answer = await call(url, method, route, payload, token);
    return { status: answer.status, body: answer.body as Record<string, unknown> };
  }
  async function data<T>(method: string, route: string, payload?: unknown, expected = 200) {
    const { status, body } = await send(method, route, payload);
    if (status !== expected)
      throw new Error(`${method} ${route}: ${status} ${JSON.stringify(body)}`);
    return body.data as T;
  }
  return {
    call: send,
    data,
    get: <T>(route: string) => data<T>('GET', route),
    post: <T>(route: string, payload: unknown, expected = 201) =>
      data<T>('POST', route, payload, expected),
    patch: <T>(route: string, payload: unknown) => data<T>('PATCH', route, payload),
  } as unknown as Client;
}

/** Polls until `done` holds, for at most `ms`. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

describe('two instances on one PostgreSQL', () => {
  let database: TestDatabaseConfig;
  let env: Record<string, string>;
  const instances: Instance[] = [];
  const run = randomBytes(4).toString('hex');

  async function start(name: string, dataDir?: string): Promise<Instance> {
    const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), `mj-instance-${name}-`)));
    const clientId = `maryjane-test-${run}-${name}`;
    const server = startServer({ ...env, DATA_DIR: dir, MQTT_CLIENT_ID: clientId });
    return { name, dataDir: dir, clientId, server, url: await server.url };
  }

  beforeAll(async () => {
    // apps/api/vitest.config.ts leaves this file out of the PGlite run.
    if (testDriver !== 'postgres') throw new Error('two instances need API_TEST_DRIVER=postgres');
    database = await createTestDatabaseConfig();
    env = {
      DATABASE_URL: database.url ?? '',
      REDIS_URL: redis,
      MQTT_URL: broker,
      UPLOAD_STORE: 'database',
      LOG_LEVEL: 'info',
    };
    // Both at the same moment, on a database nobody has migrated yet.
    instances.push(...(await Promise.all([start('a'), start('b')])));
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) {
      await instance.server.stop();
      await rm(instance.dataDir, { recursive: true, force: true });
      // The broker keeps a session it was asked to keep: a clean connection ends it.
      const session = await mqtt.connectAsync(broker, { clientId: instance.clientId, clean: true });
      await session.endAsync();
    }
    await database?.drop();
  }, 60_000);

  const [a, b] = [() => instances[0] as Instance, () => instances[1] as Instance];
  const growerOn = async (instance: Instance, name: string) =>
    signUp(instance.url, outboxReader(path.join(instance.dataDir, 'outbox')), name);

  it('migrate the database once when they start together', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(apiRoot, 'drizzle', 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from drizzle.__drizzle_migrations',
      );
      expect(Number(rows[0]?.n)).toBe(journal.entries.length);
    } finally {
      await client.end();
    }
    expect((await call(a().url, 'GET', '/api/health')).status).toBe(200);
    expect((await call(b().url, 'GET', '/api/health')).status).toBe(200);
  });

  it('serve an avatar uploaded through the other', async () => {
    const { token } = await growerOn(a(), 'Avatar');
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${a().url}/api/user/profile/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { data } = (await uploaded.json()) as { data: { avatarUrl: string } };
    expect(data.avatarUrl).toMatch(/^\/uploads\//);
    const fromA = await fetch(`${a().url}${data.avatarUrl}`);
    const fromB = await fetch(`${b().url}${data.avatarUrl}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe(fromA.headers.get('content-type'));
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('refuse a session ended on the other at once', async () => {
    const { token } = await growerOn(a(), 'Session');
    expect((await call(b().url, 'GET', '/api/user', undefined, token)).status).toBe(200);
    expect((await call(a().url, 'POST', '/api/user/logout', {}, token)).status).toBeLessThan(300);
    // Sessions are cached for 5 s: the revocation must reach the other instance before that.
    const started = Date.now();
    const status = await eventually(
      async () => (await call(b().url, 'GET', '/api/user', undefined, token)).status,
      (answer) => answer === 401,
      4_000,
    );
    expect(status).toBe(401);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('count rate limits across both', async () => {
    const { token } = await growerOn(a(), 'Limits');
    // 30 exports an hour per grower, taken turn about between the instances.
    for (let index = 0; index < 30; index++) {
      const instance = index % 2 === 0 ? a() : b();
      expect((await call(instance.url, 'GET', '/api/user/export', undefined, token)).status).toBe(
        200,
      );
    }
    const over = await call(b().url, 'GET', '/api/user/export', undefined, token);
    expect(over.status).toBe(429);
  });

  it('store 200 readings published while one restarts once each, and alert once', async () => {
    const { token } = await growerOn(a(), 'Readings');
    const grower = httpClient(a().url, token);
    const environment = await environmentWithCycle(grower, 'Club tent', 'flowering');
    const sensor = await grower.post<SensorDeviceWithKey>('/api/sensors', {
      name: 'Club probe',
      environmentId: environment.id,
    });
    const publisher = await mqtt.connectAsync(broker);
    const topic = `maryjane/${sensor.key}/readings`;
    // Flowering wants 50–55 % humidity: every reading below is outside it.
    const now = Date.now();
    const reading = (index: number) =>
      JSON.stringify({
        metric: 'humidity',
        value: 70 + (index % 10),
        recordedAt: new Date(now - (200 - index) * 1_000).toISOString(),
      });
    try {
      for (let index = 0; index < 200; index++) {
        if (index === 50) await b().server.stop();
        if (index === 150) instances[1] = await start('b', b().dataDir);
        await publisher.publishAsync(topic, reading(index), { qos: 1 });
      }
    } finally {
      await publisher.endAsync();
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const counted = async () =>
        Number(
          (
            await client.query<{ n: string }>(
              'select count(*) as n from sensor_readings where environment_id = $1 and metric = $2',
              [environment.id, 'humidity'],
            )
          ).rows[0]?.n,
        );
      expect(await eventually(counted, (n) => n >= 200, 30_000)).toBe(200);
      const distinct = await client.query<{ n: string }>(
        'select count(distinct recorded_at) as n from sensor_readings where environment_id = $1 and metric = $2',
        [environment.id, 'humidity'],
      );
      expect(Number(distinct.rows[0]?.n)).toBe(200);
    } finally {
      await client.end();
    }
    const alerts = await grower.get<NotificationList>('/api/notifications');
    expect(alerts.items.filter((item) => item.kind === 'reading')).toHaveLength(1);
  }, 120_000);
});
