import { once } from 'node:events';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DataExportHeader, ExportPart } from '@maryjane/contract/data-export';
import type { ErrorCode } from '@maryjane/contract/error-codes';
import type { FieldError } from '@maryjane/contract/errors';
import { apiRoot } from '../../paths';
import { validationMessages } from '@maryjane/contract/validation';
import { HttpError, unprocessable } from '../../platform/http-errors';
import type { ArchivedPhoto } from './export-reader';
import type { Row } from './repository';

/** What the server asks the worker. */
export type WorkerRequest =
  | { type: 'rows'; part: ExportPart; count: number }
  | { type: 'photo'; id: string }
  | { type: 'finish' };

/** What the worker answers: first `ready`, `refused` or `failed`, then one answer per request. */
export type WorkerReply =
  | {
      type: 'ready';
      profile: DataExportHeader['profile'];
      catalogue: DataExportHeader['catalogue'];
    }
  | {
      type: 'refused';
      statusCode: number;
      code: ErrorCode;
      message: string;
      errors: FieldError[] | undefined;
    }
  | { type: 'failed'; message: string }
  | { type: 'rows'; rows: Row[]; done: boolean }
  | { type: 'photo'; files: ArchivedPhoto | null }
  | { type: 'finished' };

/**
 * The worker holds a page of rows and the parser's state, never the file: a file built to make
 * it hold more (one huge unknown field) ends it, and the import fails, without the server.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 512 };

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
 * An uploaded export (a ZIP or the bare JSON, in a file on disk), read and checked on a worker
 * thread and handed to the import a page of rows at a time (issue 29): a file of months of
 * readings had been parsed and checked on the server's one thread, and every other request
 * waited seconds. A page is a small message, so taking it costs the server's thread
 * milliseconds, not the whole file's worth; the worker streams the file, so its size is not
 * bounded by memory either.
 */
export class ImportSource {
  /** Set once the worker has ended: every later question fails at once. */
  private ended = false;

  private constructor(
    private readonly worker: Worker,
    readonly profile: DataExportHeader['profile'],
    readonly catalogue: DataExportHeader['catalogue'],
  ) {
    worker.once('exit', () => {
      this.ended = true;
    });
  }

  /** Reads `file` on a worker; a file that is not a fitting export answers its 422. */
  static async open(file: string, limits = WORKER_LIMITS): Promise<ImportSource> {
    const options = { workerData: { file }, resourceLimits: limits };
    const worker = fromSource
      ? // From src/, the worker registers tsx first, as `tsx` does for the server itself.
        new Worker(
          `import(${JSON.stringify(tsxApi())})
            .then(({ register }) => register())
            .then(() => import(${JSON.stringify(pathToFileURL(workerFile).href)}));`,
          { eval: true, ...options },
        )
      : new Worker(workerFile, options);
    let first: WorkerReply;
    try {
      first = await answerOf(nextReply(worker));
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    if (first.type === 'ready') return new ImportSource(worker, first.profile, first.catalogue);
    await worker.terminate();
    throw new Error(`import worker answered ${first.type} before it was ready`);
  }

  /** The rows of `part`, `size` at a time. A row that does not fit throws the file's 422. */
  async *rows(part: ExportPart, size: number): AsyncGenerator<Row[]> {
    for (;;) {
      const reply = await this.ask({ type: 'rows', part, count: size });
      if (reply.type !== 'rows') throw new Error(`import worker answered ${reply.type}`);
      if (reply.rows.length > 0) yield reply.rows;
      if (reply.done) return;
    }
  }

  /** Reads the file to its end; one that is not valid to its end throws its 422. */
  async finish(): Promise<void> {
    const reply = await this.ask({ type: 'finish' });
    if (reply.type !== 'finished') throw new Error(`import worker answered ${reply.type}`);
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
    return answerOf(answer);
  }
}

/** The worker's reply, with a refusal thrown as the file's error and a failure as ours. */
async function answerOf(next: Promise<WorkerReply>): Promise<WorkerReply> {
  const reply = await next;
  if (reply.type === 'refused') {
    throw new HttpError(reply.statusCode, reply.code, reply.message, reply.errors);
  }
  if (reply.type === 'failed')
    throw new Error(`the import file could not be read: ${reply.message}`);
  return reply;
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
      // Rejects with the worker's error too (events.once does so for any event but 'error').
      once(worker, 'message', { signal }).then(([reply]) => reply as WorkerReply),
      once(worker, 'exit', { signal }).then(([code]) => {
        throw new Error(`the import worker ended (exit code ${code}) before it answered`);
      }),
    ]);
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw unprocessable(
        [{ field: 'file', code: 'invalid', message: validationMessages.invalid }],
        'The file could not be read',
      );
    }
    throw error;
  } finally {
    done.abort();
  }
}
