import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { HttpError } from '../../platform/http-errors';

/** An upload written to disk, to read from there and remove once done. */
export interface SpooledUpload {
  file: string;
  remove(): Promise<void>;
}

const tooLarge = () => new HttpError(413, ErrorCode.payloadTooLarge, 'The file is too large');
const PREFIX = 'import-';
/** A folder left by a server that stopped mid-import is this old before it is cleared. */
const STALE_MS = 24 * 3_600_000;

/**
 * Writes `upload` to a file of its own under `dir`: an import of gigabytes is read from disk,
 * not held in the server's memory (issue 29). More than `limit` bytes answers 413 and leaves
 * nothing behind.
 */
export async function spoolUpload(
  upload: Readable,
  dir: string,
  limit: number,
): Promise<SpooledUpload> {
  await mkdir(dir, { recursive: true });
  const folder = await mkdtemp(path.join(dir, PREFIX));
  const file = path.join(folder, 'upload');
  const remove = () => rm(folder, { recursive: true, force: true });
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      size += chunk.length;
      next(size > limit ? tooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(upload, counted, createWriteStream(file));
  } catch (error) {
    await remove();
    // The multipart reader's own limit.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  return { file, remove };
}

/** Clears what imports interrupted by a stop left under `dir` (a day old or more). */
export async function clearStaleUploads(dir: string, now = Date.now()): Promise<void> {
  const names = await readdir(dir).catch(() => []);
  for (const name of names) {
    if (!name.startsWith(PREFIX)) continue;
    const folder = path.join(dir, name);
    const { mtimeMs } = await stat(folder);
    if (now - mtimeMs >= STALE_MS) await rm(folder, { recursive: true, force: true });
  }
}
