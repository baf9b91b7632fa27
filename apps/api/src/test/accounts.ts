import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@maryjane/contract/constants';
import type { AuthResult } from '@maryjane/contract/user';
import { beforeAll } from 'vitest';
import type { TestApp } from './app';
import { readOutbox, type OutboxMail } from './outbox';

export const strongPassword = 'Grow-Tent-2026';

export function outboxOf(t: TestApp): string {
  if (t.config.mail.transport !== 'file') throw new Error('test app must use the file outbox');
  return t.config.mail.outboxDir;
}

/** Waits for a mail to `to` matching `test`; mails sent in the background arrive a bit later. */
export async function waitForMail(
  t: TestApp,
  to: string,
  test: (mail: OutboxMail) => boolean = () => true,
  timeoutMs = 5000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await readOutbox(outboxOf(t));
    const mail = mails.reverse().find((candidate) => candidate.to.includes(to) && test(candidate));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function mailCount(t: TestApp, to: string): Promise<number> {
  return (await readOutbox(outboxOf(t))).filter((mail) => mail.to.includes(to)).length;
}

/**
 * A client address of its own per simulated grower, so that the per-address rate limits of the
 * accounts API apply to each grower as in real life (only the injected request's field).
 */
export function clientAddressFor(key: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(key).digest();
  return `10.${a}.${b}.${(c % 250) + 2}`;
}

export const uniqueEmail = (name = 'grower') =>
  `${name}-${randomBytes(4).toString('hex')}@example.org`;

/** The six-digit code in a mail's text, if there is one yet. */
export function findCode(text: string): string | undefined {
  return /\b(\d{6})\b/.exec(text)?.[1];
}

export function codeIn(mail: OutboxMail): string {
  const code = findCode(mail.text);
  if (!code) throw new Error(`no 6-digit code in mail "${mail.subject}"`);
  return code;
}

export function linkCodeIn(mail: OutboxMail, path: string): string {
  const match = new RegExp(`${path}\\?code=([^\\s&"<]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return decodeURIComponent(match[1]);
}

export async function requestCode(t: TestApp, email: string, lang: Language = 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/verify-email',
    payload: { email, lang },
    remoteAddress: clientAddressFor(email),
  });
  if (response.statusCode !== 200) throw new Error(`verify-email: ${response.body}`);
  return codeIn(await waitForMail(t, email));
}

/** Registers through the API with the code from the outbox, as a person would. */
export async function registerUser(
  t: TestApp,
  overrides: { email?: string; username?: string; password?: string } = {},
): Promise<AuthResult & { password: string }> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? strongPassword;
  const emailVerificationCode = await requestCode(t, email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { email, username: overrides.username ?? 'Mary', password, emailVerificationCode },
    remoteAddress: clientAddressFor(email),
  });
  if (response.statusCode !== 200) throw new Error(`register: ${response.body}`);
  return { ...(response.json().data as AuthResult), password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipartFile(field: string, filename: string, type: string, content: Buffer) {
  const boundary = `----maryjane${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST as a grower: with their token when given, from a client address of their own. */
export function postAs(t: TestApp, url: string, payload: Record<string, unknown>, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? bearer(token) : {},
    remoteAddress: clientAddressFor(String(payload.email ?? payload.code ?? token)),
  });
}

/** Registers one grower per name before the file's tests; their session tokens, by name. */
export function useTokens<Name extends string>(t: TestApp, ...names: Name[]): Record<Name, string> {
  const tokens = {} as Record<Name, string>;
  beforeAll(async () => {
    for (const name of names) tokens[name] = (await registerUser(t)).token;
  });
  return tokens;
}
