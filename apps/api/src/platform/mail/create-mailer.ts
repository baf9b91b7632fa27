import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadNodemailer } from '../lazy-modules';
import type { MailConfig } from '../../config';
import type { Mailer, MailMessage } from './mailer';

/** A stuck SMTP server must not hold a request for nodemailer's default of minutes. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends mail through SMTP, or writes each message as an .eml file into the outbox (the default:
 * a local install needs no mail server, and tests read the codes back from the files).
 * Failures throw: the caller decides whether a lost mail fails its request.
 */
export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  return config.transport === 'smtp' ? smtpMailer(config) : fileMailer(config, log);
}

function smtpMailer(config: Extract<MailConfig, { transport: 'smtp' }>): Mailer {
  const transport = onFirstUse(() =>
    loadNodemailer().createTransport({ url: config.url, ...smtpTimeouts }),
  );
  return {
    async send(message) {
      await transport.get().sendMail({ from: config.from, ...message });
    },
    async close() {
      transport.made()?.close();
    },
  };
}

function fileMailer(config: Extract<MailConfig, { transport: 'file' }>, log: FastifyBaseLogger) {
  const transport = onFirstUse(() =>
    loadNodemailer().createTransport({ streamTransport: true, buffer: true }),
  );
  const nextName = outboxFileNames();
  const mailer: Mailer = {
    async send(message: MailMessage) {
      const info = await transport.get().sendMail({ from: config.from, ...message });
      if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer returned no message buffer');
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, nextName());
      await writeFile(file, info.message, { flag: 'wx' });
      // The body holds codes and links that act as passwords: log where it went, never what.
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
    async close() {
      transport.made()?.close();
    },
  };
  return mailer;
}

/** A transport made when the first mail goes out: most starts send none. */
function onFirstUse<T>(make: () => T): { get(): T; made(): T | undefined } {
  let value: T | undefined;
  return { get: () => (value ??= make()), made: () => value };
}

/**
 * `2026-11-22T03-10-00-123Z-a1b2c3.eml`: names sort by time. Within one process the time part
 * never repeats or goes back, so two mails sent in the same millisecond keep their order.
 */
function outboxFileNames(): () => string {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    const stamp = new Date(last).toISOString().replaceAll(':', '-').replace('.', '-');
    return `${stamp}-${randomBytes(3).toString('hex')}.eml`;
  };
}
