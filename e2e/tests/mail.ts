import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The server's outbox (mail in test and dev is written as .eml files to DATA_DIR/outbox): the
 * journeys read codes and links from there, as a person would from their inbox.
 */
function outboxDir(dataDir = process.env.E2E_DATA_DIR): string {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return path.join(dataDir, 'outbox');
}

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function unfoldHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding = ''): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        );
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  return match
    ? { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) }
    : { head: raw, body: '' };
}

/** The text/plain content of a MIME message (single part or multipart). */
function plainText(raw: string): string {
  const { head, body } = splitHead(raw);
  const headers = unfoldHeaders(head);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    const texts = parts.map((part) => plainText(part.replace(/^\r?\n/, '')));
    return texts.find((text) => text !== '') ?? '';
  }
  if (!type.toLowerCase().startsWith('text/plain')) return '';
  return decodeBody(body, headers.get('content-transfer-encoding'));
}

/** Every mail of a server so far, oldest first (by default the main e2e server's). */
export function readOutbox(dataDir?: string): Mail[] {
  const dir = outboxDir(dataDir);
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    const headers = unfoldHeaders(splitHead(raw).head);
    return {
      file,
      to: (headers.get('to') ?? '').toLowerCase(),
      subject: headers.get('subject') ?? '',
      text: plainText(raw),
    };
  });
}

export function mailsTo(address: string, dataDir?: string): Mail[] {
  return readOutbox(dataDir).filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for the `count`-th mail to `address` (1-based) and returns it. */
export async function waitForMail(address: string, count: number, dataDir?: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(
      () => {
        mail = mailsTo(address, dataDir)[count - 1];
        return mail !== undefined;
      },
      { message: `mail #${count} to ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  return mail as Mail;
}

/** The 6-digit code of a verification mail (on a line of its own). */
export function codeIn(mail: Mail): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in mail ${mail.file}:\n${mail.text}`);
  return code;
}

/** Path and query of the first link in the mail to `pathname` (links carry the server's host). */
export function linkIn(mail: Mail, pathname: string, extra?: RegExp): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname && (!extra || extra.test(url.search))) {
      return `${url.pathname}${url.search}`;
    }
  }
  throw new Error(`No link to ${pathname} in mail ${mail.file}:\n${mail.text}`);
}
