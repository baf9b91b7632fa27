// Run by the build (build.mjs): makes the copy of an empty database that a new embedded database
// starts from (./initdb-snapshot.ts), unless the build made it already.
import { ensureInitdbSnapshot } from './initdb-snapshot';

await ensureInitdbSnapshot();
