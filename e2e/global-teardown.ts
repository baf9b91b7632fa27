import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Removes the run's data directories, and only the ones the config created. */
export default function globalTeardown(): void {
  for (const dataDir of [process.env.E2E_DATA_DIR, process.env.E2E_ALTCHA_DATA_DIR]) {
    if (
      dataDir &&
      path.dirname(dataDir) === tmpdir() &&
      path.basename(dataDir).startsWith('maryjane-e2e-')
    ) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
