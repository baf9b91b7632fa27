import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api workspace root, found from this module's location so the same code works from
 * `src/` (tsx, vitest) and from the bundled `dist/server.js`.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the api migrations folder (drizzle/)');
    dir = parent;
  }
  return dir;
}

export const apiRoot = findApiRoot();
export const migrationsFolder = path.join(apiRoot, 'drizzle');
export const defaultWebDistDir = path.resolve(apiRoot, '..', 'web', 'dist');
export const defaultContentDir = path.resolve(apiRoot, '..', '..', 'content');
