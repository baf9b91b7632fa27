import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import {
  ARCHIVE_DATA_FILE,
  archivePhotoFile,
  dataExportSchema,
  type DataExport,
} from '@maryjane/contract/data-export';
import type { FieldError } from '@maryjane/contract/errors';
import { isValidationCode, validationMessages } from '@maryjane/contract/validation';
import { unzipSync, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { FastifyBaseLogger } from 'fastify';
import { controlCharacterPaths } from '../../platform/http/text-guard';
import { unprocessable } from '../../platform/http-errors';
import type { FileStorage } from '../../platform/storage/file-storage';

/** A photo's two files, as the archive carries them. */
export interface ArchivedPhoto {
  large: Uint8Array;
  thumb: Uint8Array;
}

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

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const startsWith = (content: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => content[index] === byte);
/** The JSON of a year of one-minute readings fits; more is refused before it is unpacked. */
const DATA_FILE_MAX_BYTES = 256 * 1024 * 1024;
const PHOTO_FILE_MAX_BYTES = 20 * 1024 * 1024;

const invalidFile = (message = 'The file is not a MaryJane export') =>
  unprocessable([{ field: 'file', code: 'invalid', message: validationMessages.invalid }], message);

/**
 * Reads an uploaded export: a ZIP made by `exportArchive`, or the bare JSON file (no photos).
 * A file that is neither answers 422 on `file`; a JSON that does not fit, 422 on its fields.
 */
export function readImportArchive(upload: Buffer): {
  file: DataExport;
  photos: Map<string, ArchivedPhoto>;
} {
  let json: Uint8Array = upload;
  const files = new Map<string, Uint8Array>();
  if (startsWith(upload, ZIP_MAGIC)) {
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(upload, {
        filter: (entry) =>
          entry.name === ARCHIVE_DATA_FILE
            ? entry.originalSize <= DATA_FILE_MAX_BYTES
            : /^photos\/[^/]+-(large|thumb)\.jpg$/.test(entry.name) &&
              entry.originalSize <= PHOTO_FILE_MAX_BYTES,
      });
    } catch {
      throw invalidFile();
    }
    const data = entries[ARCHIVE_DATA_FILE];
    if (!data) throw invalidFile();
    json = data;
    for (const [name, content] of Object.entries(entries)) files.set(name, content);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(json).toString('utf8'));
  } catch {
    throw invalidFile();
  }
  const result = dataExportSchema.safeParse(parsed);
  if (!result.success) {
    const errors: FieldError[] = result.error.issues.slice(0, 20).map((issue) => {
      const code = isValidationCode(issue.message) ? issue.message : 'invalid';
      return { field: issue.path.join('.') || 'file', code, message: validationMessages[code] };
    });
    throw unprocessable(errors);
  }
  // The same text rule as a JSON import's body (withTextGuard): no ESC, NUL or C1 in any text.
  const controlled = controlCharacterPaths(result.data).slice(0, 20);
  if (controlled.length > 0) {
    throw unprocessable(
      controlled.map((path) => ({
        field: path.join('.'),
        code: 'controlCharacters',
        message: validationMessages.controlCharacters,
      })),
    );
  }
  const photos = new Map<string, ArchivedPhoto>();
  for (const row of result.data.parts.photos) {
    const id = String(row.id);
    const large = files.get(archivePhotoFile(id, 'large'));
    const thumb = files.get(archivePhotoFile(id, 'thumb'));
    // Only JPEG is stored: a file that is not one stays out like a missing one.
    if (large && thumb && startsWith(large, JPEG_MAGIC) && startsWith(thumb, JPEG_MAGIC)) {
      photos.set(id, { large, thumb });
    }
  }
  return { file: result.data, photos };
}
