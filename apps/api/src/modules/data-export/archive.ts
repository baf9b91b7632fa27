import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { ARCHIVE_DATA_FILE, archivePhotoFile } from '@maryjane/contract/data-export';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../platform/storage/file-storage';

export interface PhotoFileKeys {
  id: string;
  largeKey: string;
  thumbKey: string;
}

/**
 * The export as one ZIP stream: the JSON (written as `data` yields it), then each photo's two
 * files. Photos are JPEG already, so they are stored as they are (no compression) and read one
 * at a time.
 */
export function exportArchive(
  data: AsyncIterable<string>,
  photos: PhotoFileKeys[],
  storage: FileStorage,
  log: FastifyBaseLogger,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const add = (name: string, content: Uint8Array, compress = false) => {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(entry);
    entry.push(content, true);
  };
  void (async () => {
    // The JSON as it is written, piece by piece (exportChunks), deflated as it comes.
    const json = new ZipDeflate(ARCHIVE_DATA_FILE, { level: 6 });
    zip.add(json);
    for await (const chunk of data) {
      if (out.destroyed) return;
      json.push(Buffer.from(chunk));
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    json.push(new Uint8Array(0), true);
    for (const photo of photos) {
      // The download was cancelled: stop reading files.
      if (out.destroyed) return;
      for (const size of ['large', 'thumb'] as const) {
        const content = await storage.read(size === 'large' ? photo.largeKey : photo.thumbKey);
        if (content) add(archivePhotoFile(photo.id, size), content);
        else log.warn({ photoId: photo.id, size }, 'photo file missing from the export');
      }
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
