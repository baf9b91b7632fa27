import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Removes the run's data directory, and only if it is the one the config created. */
export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (
    dataDir &&
    path.dirname(dataDir) === tmpdir() &&
    path.basename(dataDir).startsWith('maryjane-e2e-')
  ) {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
