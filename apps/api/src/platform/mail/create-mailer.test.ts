import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type FakeSmtpServer } from '../../test/fake-servers';
import { parseEml, readOutbox } from '../../test/outbox';
import { createMailer } from './create-mailer';
import { verificationCodeMail } from './templates';

const from = 'MaryJane <no-reply@maryjane.local>';

/** A real Fastify logger whose JSON lines the test can read. */
function capturedLogger(): { app: FastifyInstance; lines: () => Array<Record<string, unknown>> } {
  const raw: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line) => raw.push(line) } } });
  return { app, lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('file transport', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'mj-mail-'));
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('writes each mail as a readable .eml into a new outbox and logs no code', async () => {
    const outboxDir = path.join(tmp, 'data', 'outbox');
    const { app, lines } = capturedLogger();
    const mailer = createMailer({ transport: 'file', outboxDir, from }, app.log);
    const longLine = 'Grüße aus dem Growzelt, die Blüte läuft. '.repeat(8);

    await mailer.send({
      to: 'jörg@example.com',
      ...verificationCodeMail('de', { code: '482913', validMinutes: 15 }),
    });
    await mailer.send({
      to: 'ann@example.com',
      subject: 'Zweite Mail – Ümläute',
      text: longLine,
      html: `<p>${longLine}</p>`,
    });
    await mailer.close();

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(2);
    for (const file of files)
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{6}\.eml$/);

    const [first, second] = await readOutbox(outboxDir);
    expect(first).toMatchObject({
      to: 'jörg@example.com',
      subject: 'Dein Bestätigungscode für MaryJane',
    });
    expect(first?.text).toContain('482913');
    expect(first?.text).toContain('Bestätigungscode');
    expect(first?.html).toContain('482913');
    expect(second).toMatchObject({ to: 'ann@example.com', subject: 'Zweite Mail – Ümläute' });
    expect(second?.text).toBe(longLine);

    const mailLines = lines().filter((line) => line.msg === 'mail written to outbox');
    expect(mailLines).toHaveLength(2);
    expect(mailLines[0]).toMatchObject({
      to: 'jörg@example.com',
      subject: first?.subject,
      file: first?.file,
    });
    expect(JSON.stringify(lines())).not.toContain('482913');
    await app.close();
  });

  it('reads an outbox that does not exist yet as empty', async () => {
    expect(await readOutbox(path.join(tmp, 'nothing-here'))).toEqual([]);
  });

  it('throws when the outbox cannot be written', async () => {
    const { app } = capturedLogger();
    // A path below a regular file cannot become a directory.
    const blocked = path.join(tmp, 'file.txt');
    await writeFile(blocked, 'x');
    const mailer = createMailer(
      { transport: 'file', outboxDir: path.join(blocked, 'outbox'), from },
      app.log,
    );
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' }),
    ).rejects.toThrow();
    await app.close();
  });
});

describe('smtp transport', () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers to the SMTP server with sender, recipient, subject and code', async () => {
    const { app } = capturedLogger();
    const mailer = createMailer({ transport: 'smtp', url: smtp.url, from }, app.log);
    await mailer.send({
      to: 'grower@example.com',
      ...verificationCodeMail('en', { code: '105377', validMinutes: 10 }),
    });
    await mailer.close();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@maryjane.local');
    expect(mail?.to).toEqual(['grower@example.com']);
    const parsed = parseEml(mail?.raw ?? Buffer.alloc(0));
    expect(parsed.subject).toBe('Your MaryJane verification code');
    expect(parsed.text).toContain('105377');
    expect(parsed.text).toContain('10 minutes');
    await app.close();
  });

  it('throws when no SMTP server answers', async () => {
    const { app } = capturedLogger();
    const mailer = createMailer({ transport: 'smtp', url: 'smtp://127.0.0.1:1', from }, app.log);
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' }),
    ).rejects.toThrow();
    await mailer.close();
    await app.close();
  });
});
