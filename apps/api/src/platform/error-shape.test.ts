import { mkdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@maryjane/contract/errors';
import { useTestApp } from '../test/app';
import { securityHeaderProblems } from '../test/security-headers';

// Issue 29, items 5 and 10: every error answer has one shape ({ statusCode, code: string,
// message }), with the code that fits its status, and the security headers of every answer.
const t = useTestApp();

describe('the uploads folder', () => {
  beforeAll(async () => {
    await mkdir(path.join(t.config.uploadsDir, 'avatars'), { recursive: true });
    await mkdir(path.join(t.config.uploadsDir, 'private'), { recursive: true });
    await writeFile(path.join(t.config.uploadsDir, 'avatars', 'a.webp'), 'image');
    await writeFile(path.join(t.config.uploadsDir, 'private', 'p.webp'), 'secret');
  });

  it('serves a file', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/avatars/a.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('image');
  });

  it.each([
    '/uploads',
    '/uploads/',
    '/uploads/avatars',
    '/uploads/avatars/',
    '/uploads/private/',
    '/uploads/private/p.webp',
    '/uploads/avatars/../private/p.webp',
    '/uploads/%2e%2e/',
    '/uploads/missing.webp',
  ])('answers %s with 404 in the error shape, never a folder or a page', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    expect(securityHeaderProblems(response.headers)).toEqual([]);
  });
});

describe('error answers', () => {
  it.each([
    ['an invalid session', 'GET', '/api/user', { authorization: 'Bearer garbage' }, 401, '2005'],
    ['no session', 'GET', '/api/user', {}, 401, 'unauthorized'],
    ['an unknown route', 'GET', '/api/nothing-here', {}, 404, 'not_found'],
    ['a broken address', 'GET', '/api/environments/%zz', {}, 400, 'bad_request'],
    [
      'a wrong content type',
      'POST',
      '/api/user/login',
      { 'content-type': 'text/csv' },
      415,
      'bad_request',
    ],
  ])('have a text code for %s', async (_what, method, url, headers, status, code) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers,
      ...(method === 'POST' ? { payload: 'a,b' } : {}),
    });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(errorBodySchema.strict().parse(body)).toEqual(body);
    expect(body.code).toBe(code);
  });
});

describe("what Node's HTTP parser refuses", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.app.server.close());

  /** Sends raw bytes and reads the whole answer (the server closes the connection). */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  const parse = (answer: string) => {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine = '', ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
      }),
    );
    return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
  };

  it.each([
    [
      'headers too large',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a malformed header', 'GET /api/health HTTP/1.1\r\nHost x\r\n\r\n', 400],
    ['a request line that is not HTTP', 'HELLO\r\n\r\n', 400],
  ])('answers %s in the error shape, with the security headers', async (_what, request, status) => {
    const answer = parse(await raw(request));
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ statusCode: status, code: 'bad_request' });
    expect(errorBodySchema.strict().safeParse(answer.body).success).toBe(true);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(securityHeaderProblems(answer.headers)).toEqual([]);
  });
});
