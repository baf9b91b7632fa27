import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabaseConfig, testDriver, type TestDatabaseConfig } from '../test/database';
import { call, outboxReader, signUp } from '../test/http-client';
import { startServer } from '../test/server-process';

/**
 * Reliability (issue 10): the server is killed with SIGKILL in the middle of a stream of writes
 * and started again on the same data. Every write it acknowledged must be there; a write it never
 * answered may or may not be, but nothing is half-written.
 */

let dataDir: string;
let target: TestDatabaseConfig;
let env: Record<string, string>;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mj-crash-'));
  target = await createTestDatabaseConfig(path.join(dataDir, 'pglite'));
  env = {
    DATA_DIR: dataDir,
    RATE_LIMIT_SCALE: '1000',
    ...(target.url ? { DATABASE_URL: target.url } : {}),
  };
});
afterEach(async () => {
  await target.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe(`a server killed with SIGKILL during writes, on ${testDriver}`, () => {
  it('keeps every write it acknowledged, and starts again on the same data', async () => {
    const first = startServer(env);
    const url = await first.url;
    const { token } = await signUp(url, outboxReader(path.join(dataDir, 'outbox')), 'Crash test');

    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    // Eight writers in parallel, as many growers' browsers would be.
    const writer = async () => {
      while (!killed) {
        const name = `Tent ${next++}`;
        try {
          const response = await call(
            url,
            'POST',
            '/api/environments',
            { name, type: 'tent', location: 'Attic', widthCm: 80, depthCm: 80 },
            token,
          );
          if (response.status === 201) acknowledged.push(name);
        } catch {
          // The connection died with the server: this write was never acknowledged.
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    const { code } = await first.stop('SIGKILL');
    expect(code).toBeNull();
    await Promise.all(writers);

    const second = startServer(env);
    const again = await second.url;
    const listed = await call(again, 'GET', '/api/environments', undefined, token);
    expect(listed.status).toBe(200);
    const names = new Set((listed.body.data as { name: string }[]).map((each) => each.name));
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    // Whatever was stored is whole.
    for (const environment of listed.body.data as { widthCm: number; location: string }[]) {
      expect(environment).toMatchObject({ widthCm: 80, location: 'Attic' });
    }
    expect((await second.stop()).code).toBe(0);
  }, 120_000);
});
