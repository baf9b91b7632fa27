import { ensureInitdbSnapshot } from '../db/initdb-snapshot';

/**
 * Before the API's test files run: the copy of an empty database that each file's PGlite starts
 * from (../db/initdb-snapshot.ts), made once rather than an initdb per file. The build makes
 * the same file; made here too, the tests need no build first.
 */
export default async function setup(): Promise<void> {
  await ensureInitdbSnapshot();
}
