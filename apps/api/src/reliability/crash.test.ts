import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDriver } from '../test/database';
import { call, outboxReader, signUp } from '../test/http-client';
import { serverDataPerTest } from '../test/server-data';
import { startServer } from '../test/server-process';

/**
 * Reliability (issue 10): the server is killed with SIGKILL in the middle of a stream of writes
 * and started again on the same data. Every write it acknowledged must be there; a write it never
 * answered may or may not be, but nothing is half-written.
 */

const serverData = serverDataPerTest('mj-crash-', { RATE_LIMIT_SCALE: '1000' });

describe(`a server killed with SIGKILL during writes, on ${testDriver}`, () => {
  it('keeps every write it acknowledged, and starts again on the same data', async () => {
    const first = startServer(serverData.env);
    const url = await first.url;
    const { token } = await signUp(
      url,
      outboxReader(path.join(serverData.dataDir, 'outbox')),
      'Crash test',
    );

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

    const second = startServer(serverData.env);
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
