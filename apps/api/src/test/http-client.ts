import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { findCode, strongPassword, uniqueEmail } from './accounts';
import { parseEml } from './outbox';

/** For tests against a running server process (src/server.ts), over real HTTP. */

export interface HttpAnswer {
  status: number;
  body: { data?: unknown; code?: string; message?: string };
}

export async function call(
  url: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as HttpAnswer['body']) : {} };
}

/**
 * The server's file outbox, read incrementally: each mail file is parsed once however many
 * growers wait for theirs, so that hundreds of sign-ups do not re-read every mail each time.
 */
export function outboxReader(dir: string) {
  const seen = new Set<string>();
  const codes = new Map<string, string>();
  let reading: Promise<void> | null = null;
  const readNew = async () => {
    let names: string[] = [];
    try {
      names = await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    for (const name of names.filter((each) => each.endsWith('.eml') && !seen.has(each))) {
      const mail = parseEml(await readFile(path.join(dir, name)));
      const code = findCode(mail.text);
      // A mail still being written has no code yet: it is read again next time.
      if (!mail.to || !code) continue;
      seen.add(name);
      codes.set(mail.to.toLowerCase(), code);
    }
  };
  return {
    /** The verification code mailed to `email`, once its mail is there (at most `timeoutMs`). */
    async codeFor(email: string, timeoutMs = 30_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const code = [...codes].find(([to]) => to.includes(email.toLowerCase()))?.[1];
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`no mail to ${email} within ${timeoutMs} ms`);
        reading ??= readNew().finally(() => (reading = null));
        await reading;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Signs a new grower up through the running server, with the code from its outbox. */
export async function signUp(
  url: string,
  outbox: ReturnType<typeof outboxReader>,
  name = 'grower',
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
  const asked = await call(url, 'POST', '/api/user/verify-email', { email, lang: 'en' });
  if (asked.status !== 200) throw new Error(`verify-email answered ${asked.status}`);
  const registered = await call(url, 'POST', '/api/user/register', {
    email,
    username: name,
    password: strongPassword,
    emailVerificationCode: await outbox.codeFor(email),
  });
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}`);
  return { email, token: (registered.body.data as { token: string }).token };
}
