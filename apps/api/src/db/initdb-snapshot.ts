import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiRoot } from '../paths';

/**
 * A new embedded database starts from a copy of an empty one rather than from PGlite's initdb:
 * initdb is most of a first start (2.3–3.4 s of 5–6.7 s on a 2-core host), unpacking the copy
 * about 1 s. The build makes the copy (build.mjs), the API's tests make it before they start
 * (src/test/global-setup.ts); without one, PGlite runs initdb as before.
 *
 * The copy is what initdb leaves, before any migration: the migrations and seeds still run
 * at start, as on any database. Its name holds PGlite's version, so that a copy made by another
 * version (a dependency updated without a new build) is never used.
 */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  // The package exports no package.json; its entry lies in dist/ of the package's folder.
  const entry = require.resolve('@electric-sql/pglite');
  const packageFile = path.join(path.dirname(entry), '..', 'package.json');
  return (require(packageFile) as { version: string }).version;
}

export const initdbSnapshotFile = path.join(
  apiRoot,
  'dist',
  `pglite-${pgliteVersion()}-initdb.tar.gz`,
);

/** The copy to start a new database from; undefined when there is none. */
export async function readInitdbSnapshot(file: string): Promise<Blob | undefined> {
  if (!existsSync(file)) return undefined;
  return new Blob([await readFile(file)]);
}

/**
 * Makes the copy unless it is there: an empty database in memory, checkpointed and packed.
 * Written under another name and then renamed, so a reader never finds half a file.
 */
export async function ensureInitdbSnapshot(file = initdbSnapshotFile): Promise<void> {
  if (existsSync(file)) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create();
  try {
    await pg.exec('checkpoint');
    const tarball = await pg.dumpDataDir('gzip');
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await pg.close();
  }
}
