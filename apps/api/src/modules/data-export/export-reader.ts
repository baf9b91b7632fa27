// Reads an uploaded export from its file on disk as a stream, a page of rows at a time (issue 29):
// parsed whole, a grower's own export stopped being importable once its JSON outgrew what one
// string and one JSON.parse can hold (about 512 MB), and holding it parsed took gigabytes.
import { createReadStream } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { JSONParser } from '@streamparser/json';
import {
  ARCHIVE_DATA_FILE,
  archivePhotoFile,
  dataExportHeaderSchema,
  EXPORT_PART_MAX_ROWS,
  isExportPart,
  isOptionalExportPart,
  type DataExportHeader,
  type ExportPart,
} from '@maryjane/contract/data-export';
import type { FieldError } from '@maryjane/contract/errors';
import { isValidationCode } from '@maryjane/contract/validation';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { controlCharacterPaths } from '../../platform/http/text-guard';
import { unprocessable } from '../../platform/http-errors';
import type { Row } from './repository';
import { fieldProblem } from '../../platform/http/field-error';

/** A photo's two files, as the archive carries them. */
export interface ArchivedPhoto {
  large: Uint8Array;
  thumb: Uint8Array;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const startsWith = (content: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => content[index] === byte);
const PHOTO_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** At most this many problems are named in a refusal. */
const PROBLEMS_MAX = 20;
const HEADER_KEYS = ['format', 'version', 'exportedAt', 'profile', 'catalogue'] as const;
/**
 * No row, header part or part of an export is this long in the file: what runs longer without
 * yielding one (a huge field nobody reads, a row of megabytes) is refused before the parser
 * holds it. Left to the worker's heap limit, such a file ended the whole process on Node 24.
 */
const VALUE_MAX_BYTES = 16 * 1024 * 1024;

const problem = fieldProblem;
const invalidFile = (message = 'The file is not a MaryJane export') =>
  unprocessable([problem('file', 'invalid')], message);

/**
 * An export file (the bare JSON, or the ZIP with `maryjane.json` and the photos) read from disk.
 * The JSON is parsed as it streams: rows are handed out in pages and never all held, so the
 * file's size is bounded by the upload limit, not by memory. Rows of a part that comes before
 * its turn in the file (an edited file) wait in memory; MaryJane writes parts in import order.
 */
export class ExportReader {
  private constructor(
    private readonly json: JsonRows,
    private readonly archive: ZipFile | null,
    private readonly photoEntries: Map<string, Entry>,
    readonly header: DataExportHeader,
  ) {}

  /** Opens `file`; one that is not a fitting export throws its 422. */
  static async open(file: string): Promise<ExportReader> {
    const head = Buffer.alloc(4);
    const handle = await openFile(file, 'r');
    try {
      await handle.read(head, 0, 4, 0);
    } finally {
      await handle.close();
    }
    let archive: ZipFile | null = null;
    const photoEntries = new Map<string, Entry>();
    let source: JsonSource = async () => createReadStream(file);
    if (startsWith(head, ZIP_MAGIC)) {
      const zip = (archive = await openZip(file));
      let data: Entry | undefined;
      try {
        for await (const entry of zipEntries(zip)) {
          if (entry.fileName === ARCHIVE_DATA_FILE) data = entry;
          else if (/^photos\/[^/]+-(large|thumb)\.jpg$/.test(entry.fileName)) {
            photoEntries.set(entry.fileName, entry);
          }
        }
      } catch (error) {
        zip.close();
        throw error;
      }
      const found = data;
      if (!found) {
        zip.close();
        throw invalidFile();
      }
      source = () => openEntry(zip, found);
    }
    const json = new JsonRows(source);
    try {
      const header = await json.readHeader();
      return new ExportReader(json, archive, photoEntries, header);
    } catch (error) {
      json.close();
      archive?.close();
      throw error;
    }
  }

  /**
   * Up to `count` of the next rows of `part`, and whether the part has no more. Each row is an
   * object without control characters; a row that is not answers the file's 422.
   */
  take(part: ExportPart, count: number): Promise<{ rows: Row[]; done: boolean }> {
    return this.json.take(part, count);
  }

  /** Reads the file to its end: whatever follows the last part must still be valid JSON. */
  finish(): Promise<void> {
    return this.json.finish();
  }

  /** A photo's two files from the archive, if it has both and both are JPEG. */
  async photo(id: string): Promise<ArchivedPhoto | null> {
    const large = this.photoEntries.get(archivePhotoFile(id, 'large'));
    const thumb = this.photoEntries.get(archivePhotoFile(id, 'thumb'));
    if (!this.archive || !large || !thumb) return null;
    const files = { large: await this.entryBytes(large), thumb: await this.entryBytes(thumb) };
    // Only JPEG is stored: a file that is not one stays out like a missing one.
    if (!files.large || !files.thumb) return null;
    if (!startsWith(files.large, JPEG_MAGIC) || !startsWith(files.thumb, JPEG_MAGIC)) return null;
    return { large: files.large, thumb: files.thumb };
  }

  close(): void {
    this.json.close();
    this.archive?.close();
  }

  private async entryBytes(entry: Entry): Promise<Uint8Array | null> {
    if (!this.archive || entry.uncompressedSize > PHOTO_FILE_MAX_BYTES) return null;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of await openEntry(this.archive, entry)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch {
      // A damaged photo entry: the photo stays out, as a missing one does.
      return null;
    }
  }
}

/** Opens the export's JSON from its start, as often as it is asked to. */
type JsonSource = () => Promise<Readable>;

/**
 * The export's JSON parsed as it streams: the header (format, version, profile, catalogue) is
 * kept; rows are queued by part as they arrive and handed out by `take`. MaryJane writes the
 * catalogue after the parts (it is known once they are written), so when the rows come before
 * the header is whole, a first reading skims the file for the header without keeping rows, and
 * a second one hands out the rows.
 */
class JsonRows {
  private parser!: JSONParser;
  private stream: Readable | undefined;
  private chunks!: AsyncIterator<Buffer>;
  private readonly values: Partial<Record<(typeof HEADER_KEYS)[number], unknown>> = {};
  /** Whether this reading only looks for the header, dropping rows. */
  private skimming = false;
  private readonly queued = new Map<ExportPart, Row[]>();
  /** Parts whose array has closed. */
  private readonly closed = new Set<ExportPart>();
  /** Parts the import has taken to their end: another array of one of them is refused. */
  private readonly taken = new Set<ExportPart>();
  private readonly problems: FieldError[] = [];
  private ended = false;
  private broken = false;
  /** Bytes parsed since the parser last yielded a value. */
  private sinceValue = 0;

  constructor(private readonly source: JsonSource) {}

  /** Starts a reading of the file from its beginning. */
  private async start(): Promise<void> {
    this.stream?.destroy();
    const stream = (this.stream = await this.source());
    this.chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    this.ended = false;
    this.broken = false;
    this.parser = new JSONParser({
      paths: [...HEADER_KEYS.map((key) => `$.${key}`), '$.parts.*', '$.parts.*.*'],
      keepStack: false,
    });
    this.sinceValue = 0;
    this.parser.onValue = ({ value, key, parent, stack }) => {
      this.sinceValue = 0;
      if (stack.length === 1) {
        this.values[key as (typeof HEADER_KEYS)[number]] = value;
        return;
      }
      // A row: taken out of its array at once, so the array never holds the file.
      if (stack.length === 3) (parent as unknown[]).length -= 1;
      if (this.skimming) return;
      if (stack.length === 2) this.closePart(String(key), value);
      else {
        const part = String(stack[2]?.key);
        if (isExportPart(part)) this.queue(part, Number(key), value);
      }
    };
    this.parser.onEnd = () => {
      this.ended = true;
    };
    this.parser.onError = () => {
      this.broken = true;
    };
  }

  async readHeader(): Promise<DataExportHeader> {
    await this.start();
    const whole = () => HEADER_KEYS.every((key) => key in this.values);
    while (!this.ended && !whole()) {
      await this.feed();
      if (!whole() && (this.queued.size > 0 || this.closed.size > 0)) {
        // The rows have begun before the header is whole: skim for it, then read again.
        this.skimming = true;
        this.queued.clear();
        this.closed.clear();
        this.problems.length = 0;
      }
    }
    if (this.skimming) {
      this.skimming = false;
      if (whole()) await this.start();
    }
    const result = dataExportHeaderSchema.safeParse(this.values);
    if (!result.success) {
      throw unprocessable(
        result.error.issues.slice(0, PROBLEMS_MAX).map((issue) => {
          const code = isValidationCode(issue.message) ? issue.message : 'invalid';
          return problem(issue.path.join('.') || 'file', code);
        }),
      );
    }
    this.refuseProblems();
    return result.data;
  }

  async take(part: ExportPart, count: number): Promise<{ rows: Row[]; done: boolean }> {
    const queue = () => this.queued.get(part) ?? [];
    while (!this.ended && !this.closed.has(part) && queue().length < count) await this.feed();
    this.refuseProblems();
    if (this.ended && !this.closed.has(part) && !isOptionalExportPart(part)) {
      throw unprocessable([problem(`parts.${part}`, 'required')]);
    }
    const rows = queue().splice(0, count);
    const done = queue().length === 0 && (this.closed.has(part) || this.ended);
    if (done) {
      this.queued.delete(part);
      this.taken.add(part);
    }
    return { rows, done };
  }

  async finish(): Promise<void> {
    while (!this.ended) await this.feed();
    this.refuseProblems();
  }

  close(): void {
    this.stream?.destroy();
  }

  /** Parses the next chunk of the file. */
  private async feed(): Promise<void> {
    let next: IteratorResult<Buffer>;
    try {
      next = await this.chunks.next();
    } catch {
      // A damaged ZIP entry (its checksum or size does not match).
      throw invalidFile();
    }
    if (next.done) {
      if (!this.ended) throw invalidFile();
      return;
    }
    if (this.ended) {
      // After the JSON's end only white space may follow.
      if (/\S/.test(next.value.toString('utf8'))) throw invalidFile();
      return;
    }
    this.parser.write(next.value);
    if (this.broken) throw invalidFile();
    this.sinceValue += next.value.length;
    if (this.sinceValue > VALUE_MAX_BYTES) throw invalidFile('The file holds a value too long');
  }

  private closePart(name: string, value: unknown) {
    if (!isExportPart(name)) return;
    if (!Array.isArray(value)) {
      this.note(problem(`parts.${name}`, 'invalid'));
      return;
    }
    if (this.closed.has(name) || this.taken.has(name)) {
      this.note(problem(`parts.${name}`, 'invalid'));
      return;
    }
    this.closed.add(name);
  }

  private queue(part: ExportPart, index: number, row: unknown) {
    if (this.closed.has(part) || this.taken.has(part)) {
      // The part a second time (a repeated key): which rows count would be a guess.
      this.note(problem(`parts.${part}`, 'invalid'));
      return;
    }
    const cap = EXPORT_PART_MAX_ROWS[part];
    if (cap !== undefined && index >= cap) {
      this.note(problem(`parts.${part}`, 'outOfRange'));
      return;
    }
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      this.note(problem(`parts.${part}.${index}`, 'invalid'));
      return;
    }
    // The same text rule as a JSON body's (withTextGuard): no ESC, NUL or C1 in any text.
    for (const path of controlCharacterPaths(row).slice(0, PROBLEMS_MAX)) {
      this.note(problem(['parts', part, index, ...path].join('.'), 'controlCharacters'));
    }
    let rows = this.queued.get(part);
    if (!rows) this.queued.set(part, (rows = []));
    rows.push(row as Row);
  }

  private note(found: FieldError) {
    if (this.problems.length < PROBLEMS_MAX) this.problems.push(found);
  }

  private refuseProblems() {
    if (this.problems.length > 0) throw unprocessable(this.problems);
  }
}

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error) reject(invalidFile());
      else resolve(zip);
    });
  });
}

/** The archive's entries, read from its central directory. */
async function* zipEntries(zip: ZipFile): AsyncGenerator<Entry> {
  while (true) {
    const entry = await new Promise<Entry | null>((resolve, reject) => {
      const cleanUp = () => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      };
      const onEntry = (found: Entry) => {
        cleanUp();
        resolve(found);
      };
      const onEnd = () => {
        cleanUp();
        resolve(null);
      };
      const onError = () => {
        cleanUp();
        reject(invalidFile());
      };
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) reject(invalidFile());
      else resolve(stream);
    });
  });
}
