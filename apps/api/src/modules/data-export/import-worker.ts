// The import's reading of the uploaded file, on a thread of its own (see import-source.ts):
// unzipping, parsing and checking every row take seconds for months of readings, which on the
// server's thread had held every other request (issue 29).
import { parentPort, workerData } from 'node:worker_threads';
import { HttpError } from '../../platform/http-errors';
import { ExportReader } from './export-reader';
import type { WorkerReply, WorkerRequest } from './import-source';

const port = parentPort;
if (!port) throw new Error('import-worker runs as a worker thread');

const send = (reply: WorkerReply) => port.postMessage(reply);

/** A 422 goes back as the file's refusal; anything else is ours and fails the import. */
function failure(error: unknown): WorkerReply {
  return error instanceof HttpError
    ? {
        type: 'refused',
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        errors: error.errors,
      }
    : { type: 'failed', message: error instanceof Error ? error.message : String(error) };
}

async function answer(reader: ExportReader, request: WorkerRequest): Promise<WorkerReply> {
  switch (request.type) {
    case 'rows':
      return { type: 'rows', ...(await reader.take(request.part, request.count)) };
    case 'photo':
      return { type: 'photo', files: await reader.photo(request.id) };
    case 'finish':
      await reader.finish();
      return { type: 'finished' };
  }
}

try {
  const reader = await ExportReader.open(workerData.file as string);
  // The server asks one question at a time and waits for its answer.
  port.on('message', (request: WorkerRequest) => {
    answer(reader, request).then(send, (error: unknown) => send(failure(error)));
  });
  send({ type: 'ready', profile: reader.header.profile, catalogue: reader.header.catalogue });
} catch (error) {
  send(failure(error));
}
