import { once } from 'node:events';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DataExport, ExportPart } from '@maryjane/contract/data-export';
import type { ErrorCode } from '@maryjane/contract/error-codes';
import type { FieldError } from '@maryjane/contract/errors';
import { apiRoot } from '../../paths';
import { HttpError } from '../../platform/http-errors';
import type { ArchivedPhoto } from './archive';
import type { Row } from './repository';

/** What the server asks the worker. */
export type WorkerRequest =
  { type: 'rows'; part: ExportPart; from: number; count: number } | { type: 'photo'; id: string };

/** What the worker answers: first `ready`, `refused` or `failed`, then one answer per request. */
export type WorkerReply =
  | {
      type: 'ready';
      profile: DataExport['profile'];
      catalogue: DataExport['catalogue'];
      counts: Record<string, number>;
    }
  | {
      type: 'refused';
      statusCode: number;
      code: ErrorCode;
      message: string;
      errors: FieldError[] | undefined;
    }
  | { type: 'failed'; message: string }
  | { type: 'rows'; rows: Row[] }
  | { type: 'photo'; files: ArchivedPhoto | null };

const here = fileURLToPath(import.meta.url);
/** tsx's ESM API (the package's `import` condition), to run the TypeScript worker from src/. */
const tsxApi = () =>
  pathToFileURL(
    createRequire(here)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
/** From src/ (tsx, vitest) the worker is TypeScript too; the build has it in dist/. */
const fromSource = here.endsWith('.ts');
const workerFile = fromSource
  ? path.join(path.dirname(here), 'import-worker.ts')
  : path.join(apiRoot, 'dist', 'import-worker.js');

/**
 * An uploaded export (a ZIP or the bare JSON), read and checked on a worker thread and handed to
 * the import a page of rows at a time (issue 29): a file of months of readings had been parsed
 * and checked on the server's one thread, and every other request waited seconds. A page is a
 * small message, so taking it costs the server's thread milliseconds, not the whole file's worth.
 */
export class ImportSource {
  /** Set once the worker has ended: every later question fails at once. */
  private ended = false;

  private constructor(
    private readonly worker: Worker,
    readonly profile: DataExport['profile'],
    readonly catalogue: DataExport['catalogue'],
    private readonly counts: Record<string, number>,
  ) {
    worker.once('exit', () => {
      this.ended = true;
    });
  }

  /** Reads `upload` on a worker; a file that is not a fitting export answers its 422. */
  static async open(upload: Buffer): Promise<ImportSource> {
    // A copy of its own to hand over: the upload's memory may be shared with other buffers.
    const bytes = new Uint8Array(upload);
    const worker = fromSource
      ? // From src/, the worker registers tsx first, as `tsx` does for the server itself.
        new Worker(
          `import(${JSON.stringify(tsxApi())})
            .then(({ register }) => register())
            .then(() => import(${JSON.stringify(pathToFileURL(workerFile).href)}));`,
          { eval: true, workerData: { bytes }, transferList: [bytes.buffer] },
        )
      : new Worker(workerFile, { workerData: { bytes }, transferList: [bytes.buffer] });
    const first = await nextReply(worker);
    if (first.type === 'ready') {
      return new ImportSource(worker, first.profile, first.catalogue, first.counts);
    }
    await worker.terminate();
    if (first.type === 'refused') {
      throw new HttpError(first.statusCode, first.code, first.message, first.errors);
    }
    throw new Error(
      `the import file could not be read: ${first.type === 'failed' ? first.message : first.type}`,
    );
  }

  /** How many rows the file has of `part`. */
  count(part: ExportPart): number {
    return this.counts[part] ?? 0;
  }

  /** The rows of `part`, `size` at a time. */
  async *rows(part: ExportPart, size: number): AsyncGenerator<Row[]> {
    for (let from = 0; from < this.count(part); from += size) {
      const reply = await this.ask({ type: 'rows', part, from, count: size });
      if (reply.type !== 'rows') throw new Error(`import worker answered ${reply.type}`);
      yield reply.rows;
    }
  }

  /** A photo's two files from the archive, if it has them. */
  async photo(id: string): Promise<ArchivedPhoto | undefined> {
    const reply = await this.ask({ type: 'photo', id });
    if (reply.type !== 'photo') throw new Error(`import worker answered ${reply.type}`);
    return reply.files ?? undefined;
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private async ask(request: WorkerRequest): Promise<WorkerReply> {
    if (this.ended) throw new Error('the import worker has ended');
    const answer = nextReply(this.worker);
    this.worker.postMessage(request);
    return answer;
  }
}

/**
 * The worker's next message; an error if it fails or ends first (out of memory, say), so that
 * an import never waits for good and the grower's transfer is released.
 */
async function nextReply(worker: Worker): Promise<WorkerReply> {
  const done = new AbortController();
  const { signal } = done;
  try {
    return await Promise.race([
      once(worker, 'message', { signal }).then(([reply]) => reply as WorkerReply),
      once(worker, 'error', { signal }).then(([error]) => {
        throw error;
      }),
      once(worker, 'exit', { signal }).then(([code]) => {
        throw new Error(`the import worker ended (exit code ${code}) before it answered`);
      }),
    ]);
  } finally {
    done.abort();
  }
}
