import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiRoot } from '../paths';

export interface ServerProcess {
  /** Resolves with the URL the server logged once it listens. */
  url: Promise<string>;
  /** Resolves when the process ends, with everything it printed. */
  exited: Promise<{ code: number | null; output: string }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; output: string }>;
  /** Sends a signal and returns at once. */
  signal(signal: NodeJS.Signals): void;
  /** Resolves once the server has printed `text`. */
  printed(text: string): Promise<void>;
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
  const waiting: { text: string; resolve: () => void }[] = [];
  let listening = false;
  // Only the new text (and a little before it, for a line split across chunks) is searched:
  // a server under load prints megabytes, and rescanning all of it per chunk would be quadratic.
  const onData = (chunk: Buffer) => {
    const from = Math.max(0, output.length - 200);
    output += chunk.toString();
    const fresh = output.slice(from);
    for (const waiter of waiting.filter(({ text }) => fresh.includes(text))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
    if (listening) return;
    const match = /MaryJane is running at (http:\/\/[^"\s]+)/.exec(fresh);
    if (match?.[1]) {
      listening = true;
      resolveUrl(match[1]);
    }
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
    signal(signal) {
      child.kill(signal);
    },
    printed(text) {
      if (output.includes(text)) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ text, resolve }));
    },
    stop(signal = 'SIGTERM') {
      child.kill(signal);
      return exited;
    },
  };
}
