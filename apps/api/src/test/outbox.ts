import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ParsedMail {
  to: string;
  subject: string;
  /** Decoded plain-text part, line ends normalised to `\n`. */
  text: string;
  /** Decoded HTML part, line ends normalised to `\n`. */
  html: string;
}

export interface OutboxMail extends ParsedMail {
  file: string;
}

/**
 * The mails the file transport wrote into `dir`, oldest first (the file names sort by time).
 * A missing outbox is an empty one: nothing has been sent yet.
 */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      return { file, ...parseEml(await readFile(file)) };
    }),
  );
}

/**
 * A small parser for what nodemailer writes, not a general MIME parser: headers (folded,
 * RFC 2047 encoded words), nested multipart bodies, quoted-printable, base64, 7bit and 8bit parts.
 */
export function parseEml(eml: Buffer): ParsedMail {
  // Read as latin1, every byte is one character until a part is decoded with its charset.
  const message = parsePart(eml.toString('latin1'));
  const leaves = leafParts(message);
  const body = (type: string) => {
    const part = leaves.find((leaf) => mediaType(leaf) === type);
    return part ? decodeBody(part).replaceAll('\r\n', '\n') : '';
  };
  return {
    to: decodeHeader(message.headers.get('to') ?? ''),
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: body('text/plain'),
    html: body('text/html'),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  // A line starting with white space continues the header above it (folding).
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function mediaType(part: Part): string {
  const value = part.headers.get('content-type') ?? 'text/plain';
  return (value.split(';')[0] ?? '').trim().toLowerCase();
}

function headerParam(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

function leafParts(part: Part, topLevel = true): Part[] {
  if (!mediaType(part).startsWith('multipart/')) {
    // A message ends with a line end that is not part of its only part (inside a multipart the
    // line end before a delimiter is already cut off below).
    return [topLevel ? { ...part, body: part.body.replace(/\r?\n$/, '') } : part];
  }
  const boundary = headerParam(part.headers.get('content-type') ?? '', 'boundary');
  if (!boundary) return [];
  const delimiter = `--${boundary}`;
  // Between the first delimiter and the closing one; the line end before a delimiter belongs to it.
  const sections = part.body.split(new RegExp(`\\r?\\n?${escapeRegExp(delimiter)}`));
  return sections
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(parsePart(section.replace(/^[ \t]*\r?\n/, '')), false));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = headerParam(part.headers.get('content-type') ?? '', 'charset') ?? 'utf-8';
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(part.body);
  else bytes = Buffer.from(part.body, 'latin1');
  return new TextDecoder(charset).decode(bytes);
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, ''); // soft line breaks
  return Buffer.from(
    joined.replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    'latin1',
  );
}

/** Decodes RFC 2047 encoded words; white space between two of them is not part of the text. */
function decodeHeader(value: string): string {
  // Raw 8-bit bytes (nodemailer writes a non-ASCII address as UTF-8) were read as latin1.
  const unicode = new TextDecoder('utf-8').decode(Buffer.from(value, 'latin1'));
  const joined = unicode.replace(/(\?=)\s+(?==\?)/g, '$1');
  return joined.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
    (_match, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replaceAll('_', ' '));
      return new TextDecoder(charset).decode(bytes);
    },
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
