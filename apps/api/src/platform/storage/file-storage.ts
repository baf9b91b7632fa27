import { mkdir, opendir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads, or the database
 * (./database-storage.ts) when several instances serve one site (UPLOAD_STORE, config.ts); an
 * S3-compatible store could implement the same calls.
 */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  /** The stored content, or null when there is none under `key`. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Every stored key, one at a time (`npm run uploads:move`). */
  keys(): AsyncIterable<string>;
  /** Public URL path of a stored key. */
  urlOf(key: string): string;
  /** The key behind a URL this storage produced, or null for any other URL. */
  keyOf(url: string): string | null;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * Keys below this prefix are never served under /uploads: private files (photos) are read
 * through routes that check who asks.
 */
export const PRIVATE_KEY_PREFIX = 'private/';

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad storage key ${key}`);
    return full;
  };
  return {
    async put(key, content) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, content);
    },
    async read(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    keys: () => filesBelow(root, ''),
    urlOf: (key) => `${UPLOADS_URL_PREFIX}${key}`,
    keyOf: (url) =>
      url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : null,
  };
}

/** The files below `dir` as keys (`/`-separated, relative to `root`); none when it is missing. */
async function* filesBelow(root: string, prefix: string): AsyncGenerator<string> {
  let dir;
  try {
    dir = await opendir(path.join(root, prefix));
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of dir) {
    const key = `${prefix}${entry.name}`;
    if (entry.isDirectory()) yield* filesBelow(root, `${key}/`);
    else if (entry.isFile()) yield key;
  }
}
