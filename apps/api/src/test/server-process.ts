import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiRoot } from '../paths';

export interface ServerProcess {
  /** Resolves with the URL the server logged once it listens. */
  url: Promise<string>;
  /** Resolves when the process ends, with everything it printed. */
  exited: Promise<{ code: number | null; output: string }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; output: string }>;
}

/** Runs the real entry point (src/server.ts) in a child process, as `npm start` does. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let resolveUrl: (url: string) => void = () => {};
  let rejectUrl: (error: Error) => void = () => {};
  const url = new Promise<string>((resolve, reject) => {
    resolveUrl = resolve;
    rejectUrl = reject;
  });
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    const match = /MaryJane is running at (http:\/\/[^"\s]+)/.exec(output);
    if (match?.[1]) resolveUrl(match[1]);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => {
    child.on('exit', (code) => {
      rejectUrl(new Error(`server exited with ${code} before listening:\n${output}`));
      resolve({ code, output });
    });
  });
  url.catch(() => {});
  return {
    url,
    exited,
    stop(signal = 'SIGTERM') {
      child.kill(signal);
      return exited;
    },
  };
}
