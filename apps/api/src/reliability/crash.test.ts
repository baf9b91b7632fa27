import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDriver } from '../test/database';
import { call, outboxReader, signUp } from '../test/http-client';
import { serverDataPerTest, serverDriverName } from '../test/server-data';
import { startServer } from '../test/server-process';

/**
 * Reliability (issue 10): the server is killed with SIGKILL in the middle of a stream of writes
 * and started again on the same data. Every write it acknowledged must be there; a write it never
 * answered may or may not be, but nothing is half-written.
 */

/** Processes whose command line names `dir` (Linux): a database left running on it. */
function processesOn(dir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

// On the PGlite test driver the server runs on its embedded default, the real PostgreSQL, and
// once more on the embedded PGlite; on the PostgreSQL driver, on that server.
const variants: Record<string, string>[] =
  testDriver === 'pglite' ? [{}, { EMBEDDED_DATABASE: 'pglite' }] : [{}];

describe.each(variants)('a server killed with SIGKILL during writes (%o)', (variant) => {
  const serverData = serverDataPerTest('mj-crash-', { RATE_LIMIT_SCALE: '1000', ...variant });
  const driverName = serverDriverName(variant);

  it(`keeps every write it acknowledged, and starts again on the same data (${driverName})`, async () => {
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
    if (driverName === 'embedded PostgreSQL' && process.platform === 'linux') {
      // The database the server ran does not outlive it: nothing keeps the data directory.
      const clusterDir = path.join(serverData.dataDir, 'postgres');
      expect(await waitFor(() => processesOn(clusterDir).length === 0, 10_000)).toBe(true);
    }

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
