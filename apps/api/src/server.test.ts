import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { users } from './db/schema/users';
import { testDriver } from './test/database';
import { call, outboxReader, signUp } from './test/http-client';
import { serverDataPerTest, serverDriverName } from './test/server-data';
import { startServer } from './test/server-process';

const serverData = serverDataPerTest('mj-server-');

async function health(url: string) {
  const response = await fetch(`${url}/api/health`);
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

describe(`the server process on ${serverDriverName()}`, () => {
  it('starts, logs its URL, answers, and exits cleanly on SIGTERM', async () => {
    const server = startServer(serverData.env);
    const url = await server.url;
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(await health(url)).toMatchObject({
      status: 200,
      body: {
        data: {
          status: 'ok',
          database: { driver: testDriver === 'postgres' ? 'postgres' : 'embedded-postgres' },
        },
      },
    });
    const { code, output } = await server.stop('SIGTERM');
    expect(code).toBe(0);
    expect(output).toContain('shutdown complete');
  });

  it('finishes a request in flight on SIGTERM before it exits, and takes no new ones', async () => {
    const server = startServer(serverData.env);
    const url = await server.url;
    const { token } = await signUp(
      url,
      outboxReader(path.join(serverData.dataDir, 'outbox')),
      'Drain',
    );

    // A write whose body is still arriving when the signal comes.
    const body = JSON.stringify({
      name: 'Half-sent tent',
      type: 'tent',
      location: 'Attic',
      widthCm: 80,
      depthCm: 80,
    });
    const answer = new Promise<{ status: number; body: string; connection?: string }>(
      (resolve, reject) => {
        const request = http.request(`${url}/api/environments`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${token}`,
          },
        });
        request.on('error', reject);
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: text,
              connection: response.headers.connection,
            }),
          );
        });
        request.write(body.slice(0, 10));
        void server.printed('shutting down').then(() => request.end(body.slice(10)));
      },
    );
    // The request is on the wire before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.signal('SIGTERM');

    const finished = await answer;
    expect(finished.status).toBe(201);
    expect(JSON.parse(finished.body)).toMatchObject({ data: { name: 'Half-sent tent' } });
    expect(finished.connection).toBe('close');
    const { code, output } = await server.exited;
    expect(code).toBe(0);
    expect(output).toContain('shutdown complete');
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();

    const again = startServer(serverData.env);
    const listed = await call(await again.url, 'GET', '/api/environments', undefined, token);
    expect(listed.body.data).toEqual([expect.objectContaining({ name: 'Half-sent tent' })]);
    expect((await again.stop()).code).toBe(0);
  }, 60_000);

  it('keeps the data across a restart', async () => {
    const first = startServer(serverData.env);
    await first.url;
    expect((await first.stop()).code).toBe(0);

    const database = await openDatabase(serverData.target.config);
    await database.db
      .insert(users)
      .values({ email: 'keep@example.org', username: 'keeper', passwordHash: 'x' });
    await database.close();

    const second = startServer(serverData.env);
    expect((await health(await second.url)).status).toBe(200);
    expect((await second.stop()).code).toBe(0);

    const reopened = await openDatabase(serverData.target.config);
    const kept = await reopened.db.select().from(users).where(eq(users.email, 'keep@example.org'));
    await reopened.close();
    expect(kept).toHaveLength(1);
  });

  it('refuses to start on a bad variable and says which', async () => {
    const { code, output } = await startServer({ ...serverData.env, PORT: 'abc' }).exited;
    expect(code).toBe(1);
    expect(output).toContain('MaryJane cannot start. Invalid configuration');
    expect(output).toContain('PORT="abc"');
  });

  if (testDriver === 'pglite') {
    it('refuses a second server on the same embedded data directory', async () => {
      const first = startServer(serverData.env);
      await first.url;
      const { code, output } = await startServer(serverData.env).exited;
      expect(code).toBe(1);
      expect(output).toMatch(/is in use by process \d+/);
      expect((await health(await first.url)).status).toBe(200);
      await first.stop();
    });
  } else {
    it('runs two servers side by side on one PostgreSQL', async () => {
      const first = startServer(serverData.env);
      const second = startServer(serverData.env);
      const urls = await Promise.all([first.url, second.url]);
      expect(urls[0]).not.toBe(urls[1]);
      for (const url of urls) expect((await health(url)).status).toBe(200);
      expect((await first.stop()).code).toBe(0);
      expect((await second.stop()).code).toBe(0);
    });
  }
});
