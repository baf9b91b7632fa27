import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite is a single-process database: two servers on one data directory would corrupt it.
 * A pid file refuses a second server and is taken over when its owner is gone (kill -9).
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'maryjane.pid');
  const owner = await readOwner(lockFile);
  if (owner !== null && owner !== process.pid && isAlive(owner)) {
    throw new Error(
      `The data directory ${dataDir} is in use by process ${owner}. ` +
        'Stop that MaryJane first, or set DATA_DIR to another directory.',
    );
  }
  await writeFile(lockFile, String(process.pid));
  return async () => {
    if ((await readOwner(lockFile)) === process.pid) await rm(lockFile, { force: true });
  };
}

async function readOwner(lockFile: string): Promise<number | null> {
  try {
    const pid = Number.parseInt(await readFile(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** A killed server its parent has not reaped yet still answers kill(0), but holds nothing. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the command name, which is in parentheses and may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}
