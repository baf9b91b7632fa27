// The import's reading of the uploaded file, on a thread of its own (see import-source.ts):
// unzipping, JSON.parse and checking every row against the contract take seconds for months of
// readings, which on the server's thread had held every other request (issue 29).
import { parentPort, workerData } from 'node:worker_threads';
import { exportParts, type DataExport } from '@maryjane/contract/data-export';
import { HttpError } from '../../platform/http-errors';
import { readImportArchive, type ArchivedPhoto } from './archive';
import type { WorkerReply, WorkerRequest } from './import-source';

const port = parentPort;
if (!port) throw new Error('import-worker runs as a worker thread');

let file: DataExport | null = null;
let photos = new Map<string, ArchivedPhoto>();
const send = (reply: WorkerReply, transfer: ArrayBuffer[] = []) =>
  port.postMessage(reply, transfer);

try {
  ({ file, photos } = readImportArchive(Buffer.from(workerData.bytes as Uint8Array)));
  send({
    type: 'ready',
    profile: file.profile,
    catalogue: file.catalogue,
    counts: Object.fromEntries(exportParts.map((part) => [part, file?.parts[part].length ?? 0])),
  });
} catch (error) {
  send(
    error instanceof HttpError
      ? {
          type: 'refused',
          statusCode: error.statusCode,
          code: error.code,
          message: error.message,
          errors: error.errors,
        }
      : { type: 'failed', message: error instanceof Error ? error.message : String(error) },
  );
}

port.on('message', (request: WorkerRequest) => {
  if (request.type === 'rows') {
    const rows = file?.parts[request.part].slice(request.from, request.from + request.count);
    send({ type: 'rows', rows: rows ?? [] });
  } else if (request.type === 'photo') {
    const found = photos.get(request.id);
    send({ type: 'photo', files: found ?? null });
  }
});
