// Starts the built server (apps/api/dist/server.js) with a given Node binary on a fresh data
// directory, as `npm start` does, and checks that it answers /api/health and a page, then
// stops cleanly on SIGTERM. `npm test` runs it on each supported Node line.
//
//   node scripts/start-check.mjs /path/to/node
//
// With SAVE_API_DOCUMENT=<file> it also writes the OpenAPI document the server publishes there,
// for `redocly lint` (scripts/test.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const binary = process.argv[2] ?? process.execPath;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mj-start-check-'));
const TIMEOUT_MS = 60_000;

const child = spawn(binary, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));

function fail(message) {
  console.error(`start check on ${binary}: ${message}\n${output.slice(-4000)}`);
  child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

const timer = setTimeout(() => fail(`no answer within ${TIMEOUT_MS / 1000} s`), TIMEOUT_MS);
let listening = false;
const url = await new Promise((resolve) => {
  const onData = (chunk) => {
    output += chunk;
    const match = /MaryJane is running at (http:\/\/[^"\s]+)/.exec(output);
    if (match && !listening) {
      listening = true;
      resolve(match[1]);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  void exited.then((code) => {
    if (!listening) fail(`exited with ${code} before it listened`);
  });
});
const version = await new Promise((resolve) => {
  const probe = spawn(binary, ['--version']);
  let text = '';
  probe.stdout.on('data', (chunk) => (text += chunk));
  probe.on('exit', () => resolve(text.trim()));
});
for (const pathname of ['/api/health', '/']) {
  const response = await fetch(new URL(pathname, url));
  if (response.status !== 200) fail(`${pathname} answered ${response.status}`);
}
if (process.env.SAVE_API_DOCUMENT) {
  const response = await fetch(new URL('/api/docs/json', url));
  if (response.status !== 200) fail(`/api/docs/json answered ${response.status}`);
  writeFileSync(process.env.SAVE_API_DOCUMENT, await response.text());
}
child.kill('SIGTERM');
const code = await exited;
clearTimeout(timer);
rmSync(dataDir, { recursive: true, force: true });
if (code !== 0) fail(`exited with ${code} after SIGTERM`);
console.log(
  `start check: Node ${version} started MaryJane, answered /api/health and /, stopped cleanly`,
);
