import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor } from '../../test/client';
import { ImportSource } from './import-source';

const t = useTestApp();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mj-source-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const reading = (index: number) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  deviceId: '00000000-0000-4000-8000-000000000001',
  metric: 'temperature',
  value: 20 + (index % 50) / 10,
  recordedAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
});

async function fileOf(content: string): Promise<string> {
  const file = path.join(dir, `${Math.random()}.json`);
  await writeFile(file, content);
  return file;
}

describe('an import file read on a worker', () => {
  it('hands over its rows, and fails rather than waits once the worker is gone', async () => {
    const mary = clientFor(t, (await registerUser(t)).token);
    await mary.post('/api/environments', { name: 'Tent', type: 'tent', location: 'Cellar' });
    const { body } = await mary.call('GET', '/api/user/export');
    const source = await ImportSource.open(await fileOf(JSON.stringify(body)));
    const pages = [];
    for await (const page of source.rows('environments', 10)) pages.push(page);
    expect(pages).toEqual([[expect.objectContaining({ name: 'Tent', location: 'Cellar' })]]);

    await source.close();
    await expect(source.rows('environments', 10).next()).rejects.toThrow(/import worker/);
  });

  it('reads a file larger than its whole memory, as the file streams', async () => {
    const mary = clientFor(t, (await registerUser(t)).token);
    const { body } = await mary.call('GET', '/api/user/export');
    // About 75 MB of JSON: parsed whole (as before issue 29's streaming import), the text and
    // its objects are more than the worker may hold (128 MB).
    const file = path.join(dir, 'readings.json');
    const out = createWriteStream(file);
    const [before, after] = JSON.stringify(body).split('"sensorReadings":[]');
    out.write(`${before}"sensorReadings":[`);
    const total = 500_000;
    for (let from = 0; from < total; from += 10_000) {
      const page = Array.from({ length: 10_000 }, (_, offset) => reading(from + offset));
      out.write(`${from > 0 ? ',' : ''}${page.map((row) => JSON.stringify(row)).join(',')}`);
    }
    out.end(`]${after}`);
    await finished(out);

    const source = await ImportSource.open(file, { maxOldGenerationSizeMb: 128 });
    let count = 0;
    let last: unknown;
    for await (const page of source.rows('sensorReadings', 5_000)) {
      count += page.length;
      last = page.at(-1);
    }
    await source.finish();
    await source.close();
    expect(count).toBe(total);
    expect(last).toEqual(reading(total - 1));
  }, 90_000);

  it('refuses a file built to fill the worker, before it holds it', async () => {
    const mary = clientFor(t, (await registerUser(t)).token);
    const { body } = await mary.call('GET', '/api/user/export');
    // A field nobody reads would be held while it is parsed: 200 MB of it.
    const file = await fileOf(
      `{"padding":"${'x'.repeat(200 * 1024 * 1024)}",${JSON.stringify(body).slice(1)}`,
    );
    await expect(ImportSource.open(file, { maxOldGenerationSizeMb: 160 })).rejects.toMatchObject({
      statusCode: 422,
      errors: [expect.objectContaining({ field: 'file', code: 'invalid' })],
    });
  });

  it('answers a file that is no export with its 422', async () => {
    await expect(ImportSource.open(await fileOf('{"format":"other"}'))).rejects.toMatchObject({
      statusCode: 422,
    });
  });
});
