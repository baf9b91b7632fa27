import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { parseEml } from './outbox';

/** What nodemailer writes for a message, as bytes, without sending it anywhere. */
async function build(options: SendMailOptions): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: 'MaryJane <no-reply@maryjane.local>', ...options });
  return info.message as Buffer;
}

const longGerman = 'Grüße aus dem Growzelt: Die Blüte läuft, die Luftfeuchte ist 55 %. '.repeat(6);
const subject =
  'Dein Bestätigungscode für MaryJane – ein langer Betreff mit Ümläuten, damit er umbricht';

describe('parseEml', () => {
  it.each([
    ['quoted-printable', 'quoted-printable'],
    ['base64', 'base64'],
  ] as const)('decodes %s bodies with umlauts and long lines', async (_name, textEncoding) => {
    const raw = await build({
      to: 'jörg@example.com',
      subject,
      text: `Hallo Jörg,\n\n${longGerman}\n\n123456`,
      html: `<p>Hallo Jörg, ${longGerman}</p>`,
      textEncoding,
    });
    expect(raw.toString('latin1')).toContain(`Content-Transfer-Encoding: ${textEncoding}`);
    const mail = parseEml(raw);
    expect(mail.to).toBe('jörg@example.com');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toBe(`Hallo Jörg,\n\n${longGerman}\n\n123456`);
    expect(mail.html).toBe(`<p>Hallo Jörg, ${longGerman}</p>`);
  });

  it('reads a text-only message and a display name with umlauts', async () => {
    const mail = parseEml(
      await build({ to: '"Jörg Grün" <jg@example.com>', subject: 'Hallo', text: 'Nur Text – ok' }),
    );
    expect(mail).toEqual({
      to: 'Jörg Grün <jg@example.com>',
      subject: 'Hallo',
      text: 'Nur Text – ok',
      html: '',
    });
  });

  it('finds the parts inside a nested multipart (attachment beside the alternatives)', async () => {
    const mail = parseEml(
      await build({
        to: 'a@example.com',
        subject: 'Mit Anhang',
        text: 'Text mit ß',
        html: '<b>HTML mit ß</b>',
        attachments: [{ filename: 'plan.txt', content: 'Gießplan' }],
      }),
    );
    expect(mail.text).toBe('Text mit ß');
    expect(mail.html).toBe('<b>HTML mit ß</b>');
  });
});
