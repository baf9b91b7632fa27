import { mkdir, mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStaleUploads, spoolUpload } from './spool';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mj-spool-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const chunks = (...parts: string[]) => Readable.from(parts.map((part) => Buffer.from(part)));

describe('an upload written to disk', () => {
  it('is the upload, byte for byte, and is gone once removed', async () => {
    const spooled = await spoolUpload(chunks('{"format":', '"maryjane-export"}'), dir, 100);
    expect(await readFile(spooled.file, 'utf8')).toBe('{"format":"maryjane-export"}');
    await spooled.remove();
    expect(await readdir(dir)).toEqual([]);
  });

  it('answers 413 past its limit and leaves nothing behind', async () => {
    await expect(
      spoolUpload(chunks('x'.repeat(60), 'y'.repeat(60)), dir, 100),
    ).rejects.toMatchObject({ statusCode: 413, code: 'payload_too_large' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('clears what a stopped server left a day ago, not an import running now', async () => {
    const old = path.join(dir, 'import-old');
    const running = path.join(dir, 'import-running');
    const other = path.join(dir, 'something-else');
    for (const folder of [old, running, other]) await mkdir(folder);
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    await utimes(old, twoDaysAgo, twoDaysAgo);
    await utimes(other, twoDaysAgo, twoDaysAgo);
    await clearStaleUploads(dir);
    expect((await readdir(dir)).sort()).toEqual(['import-running', 'something-else']);
  });
});
