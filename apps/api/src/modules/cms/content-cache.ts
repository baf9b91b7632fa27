import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Operator } from '@maryjane/contract/content';
import type { Language } from '@maryjane/contract/constants';
import type { LocaleContent } from './content-entries';

/** Every content file read, checked and prepared for serving (search texts, headings). */
export interface LoadedContent {
  locales: Map<Language, LocaleContent>;
  operator: Operator | null;
}

/**
 * What identifies a loaded content: the name and bytes of every file under `root`, and the code
 * that reads them, so an edited article, a file added anywhere or an upgrade each load afresh.
 * That code is this module's own file: `dist/server.js`, which holds all the content code (only
 * the server reads content), or in tests this source file (each test has its own cache).
 */
function fingerprint(root: string, extraFiles: readonly string[]): string {
  const hash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url)));
  // Files outside the content folder that it reads (the operator's details in DATA_DIR).
  for (const file of extraFiles) {
    hash.update(`\0${file}\0`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(`\0${path.relative(root, file)}\0`).update(readFileSync(file));
  }
  return hash.digest('hex');
}

interface CacheFile {
  key: string;
  locales: [Language, Omit<LocaleContent, 'collections'> & { collections: [string, unknown][] }][];
  operator: Operator | null;
}

function read(cacheFile: string, key: string): LoadedContent | null {
  let cached: CacheFile;
  try {
    cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as CacheFile;
  } catch {
    return null;
  }
  if (cached.key !== key) return null;
  return {
    locales: new Map(
      cached.locales.map(([locale, content]) => [
        locale,
        { ...content, collections: new Map(content.collections) } as LocaleContent,
      ]),
    ),
    operator: cached.operator,
  };
}

function write(cacheFile: string, key: string, loaded: LoadedContent) {
  const cached: CacheFile = {
    key,
    locales: [...loaded.locales].map(([locale, content]) => [
      locale,
      { ...content, collections: [...content.collections] },
    ]),
    operator: loaded.operator,
  };
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(temporary, JSON.stringify(cached));
  renameSync(temporary, cacheFile);
}

/**
 * The content as `load` reads it, kept in `cacheFile` for the next start: parsing the front
 * matter and preparing the search texts of every article took about a fifth of a restart, and
 * reading the cache takes a few milliseconds. Only content that loaded without a problem is
 * kept (`load` throws otherwise). A cache that cannot be written costs only the next start's time.
 */
export function cachedContent(
  root: string,
  cacheFile: string,
  load: () => LoadedContent,
  extraFiles: readonly string[] = [],
): LoadedContent {
  const key = fingerprint(root, extraFiles);
  const cached = read(cacheFile, key);
  if (cached) return cached;
  const loaded = load();
  try {
    write(cacheFile, key, loaded);
  } catch {
    // A read-only data folder: the content is served all the same.
  }
  return loaded;
}
