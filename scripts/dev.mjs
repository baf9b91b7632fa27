// `npm run dev`: the API in watch mode on :3000 and Vite with hot reload on :5173, which proxies
// /api and /cms to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

// The API runs inside apps/api; default DATA_DIR to the same ./data that `npm start` uses.
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
console.log('MaryJane dev: open http://localhost:5173 (API on http://localhost:3000/api)');

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
